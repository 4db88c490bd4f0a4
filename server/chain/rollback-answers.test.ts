/**
 * What the services answer right after a rollback, on a private Anvil: the referral leaderboard, kept
 * 60 s whatever else changes, is computed again after a rollback rather than showing the points of a
 * dropped trade; and the metric windows (5m to 24h trending, transaction counts, price changes), counted
 * again by the rollback while they still hold trades, answer as a fresh index of the same chain at the
 * same clock.
 */
import { type Address, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { referralCodeSchema, referralLeaderboardSchema } from '../../interface/referral';
import { type Harness, HOUR, MINUTE, ok, signatureAuth, startHarness } from '../test/harness';
import { expectSameAnswers } from '../test/index-answers';
import {
  alice,
  bob,
  carol,
  dave,
  indexInto,
  type ReorgWorld,
  startFollower,
  startReorgWorld,
  worldAnswers,
} from '../test/reorg-world';

let world: ReorgWorld;
const harnesses: Harness[] = [];

beforeAll(async () => {
  world = await startReorgWorld();
}, 120_000);

afterAll(async () => {
  for (const h of harnesses) await h.close();
  await world?.stop();
});

const follower = () => startFollower(world, harnesses);

describe('the referral leaderboard across a rollback', () => {
  it('drops the points of a dropped trade at once, not after its 60 s', async () => {
    const { h, rollbacks, follow } = await follower();
    const code = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: await signatureAuth(alice, h.clock.now) } }),
      referralCodeSchema,
    ).code;
    const registered = await h.launchPost(
      '/api/referral/register',
      { referral_code: code, wallet_address: bob.address },
      { Authorization: await signatureAuth(bob, h.clock.now) },
    );
    expect(registered.status, registered.text).toBe(200);
    const leaderboard = async () =>
      ok(await h.launch('/api/referral/leaderboard?period=all'), referralLeaderboardSchema).leaderboard;
    const signedUp = await leaderboard();

    // Past the cache's 60 s: the referee's trade shows.
    h.clock.advance(MINUTE + 1000);
    await world.send(bob, world.buyCall(world.token, '0.2'));
    await follow();
    const traded = await leaderboard();
    expect(traded[0]!.points_earned).toBeGreaterThan(signedUp[0]!.points_earned);

    await world.reorg(1);
    await follow();
    expect(rollbacks.at(-1)?.dropped).toBe(1n);
    expect(await leaderboard()).toEqual(signedUp);
  }, 60_000);
});

describe('the metric windows after a rollback, while they hold trades', () => {
  it('answer as a fresh index of the same chain, at a clock inside every window', async () => {
    const { h, rollbacks, follow } = await follower();
    const receipt = await world.reader.getTransactionReceipt({
      hash: await world.send(dave, world.launchCall('Second', 'SEC', `0x${'ef'.repeat(32)}`)),
    });
    const second = parseEventLogs({ abi: launchFactoryAbi, logs: receipt.logs, eventName: 'Launched' })[0]!.args.token;
    /** Mines a buy of `token` `seconds` after the last block. */
    const buyAfter = async (seconds: number, who: typeof bob, token: Address, eth: string) => {
      await world.rpc('evm_increaseTime', [seconds]);
      await world.send(who, world.buyCall(token, eth));
    };
    // Buys spread over the windows: about 7 h, 2 h, 30 min, 4, 3 and 2 min before the answers' clock.
    await buyAfter(60, bob, world.token, '0.11');
    await buyAfter(5 * 3600, carol, second, '0.07');
    await buyAfter(90 * 60, dave, world.token, '0.13');
    await buyAfter(26 * 60, bob, second, '0.05');
    await buyAfter(60, carol, world.token, '0.29');
    await buyAfter(60, dave, second, '0.19');
    await follow();
    const clock = Number((await world.reader.getBlock()).timestamp) * 1000 + 2 * MINUTE;
    const trending5m = (answers: Record<string, string>) =>
      [...answers['launch GET /api/tokens?sortBy=trending&timeframe=5m']!.matchAll(/"address":"(0x[0-9a-f]+)"/g)].map(
        (m) => m[1],
      );
    // The follower slides its windows to that clock: the second token, bought twice in 5 minutes, leads.
    expect(trending5m(await worldAnswers(world, h, clock))[0]).toBe(second.toLowerCase());

    // The last two buys dropped, another one in their place (Anvil times it as their parent): every
    // window still holds buys, and the first token leads the 5m list now.
    await world.reorg(2, [{ from: bob.address, call: world.buyCall(world.token, '0.3'), offset: 0 }]);
    await follow();
    expect(rollbacks.at(-1)?.dropped).toBe(2n);
    const after = await worldAnswers(world, h, clock);
    expect(trending5m(after)[0]).toBe(world.token.toLowerCase());
    const fresh = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
    harnesses.push(fresh);
    await indexInto(fresh, world.url);
    expectSameAnswers(after, await worldAnswers(world, fresh, clock));
    // And an hour on, as the windows slide past the buys.
    expectSameAnswers(await worldAnswers(world, h, clock + HOUR), await worldAnswers(world, fresh, clock + HOUR));
  }, 60_000);
});
