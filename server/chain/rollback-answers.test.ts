/**
 * What the services answer right after a rollback, on a private Anvil: the referral leaderboard, kept
 * 60 s whatever else changes, is computed again after a rollback rather than showing the points of a
 * dropped trade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodeSchema, referralLeaderboardSchema } from '../../interface/referral';
import { type Harness, MINUTE, ok, signatureAuth, startHarness } from '../test/harness';
import { alice, bob, indexInto, type ReorgWorld, startReorgWorld } from '../test/reorg-world';

let world: ReorgWorld;
const harnesses: Harness[] = [];

beforeAll(async () => {
  world = await startReorgWorld();
}, 120_000);

afterAll(async () => {
  for (const h of harnesses) await h.close();
  await world?.stop();
});

/** A new database indexing the world from its start, and the way to follow the chain. */
async function follower() {
  const h = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  harnesses.push(h);
  const rollbacks: { ancestor: bigint; dropped: bigint }[] = [];
  const indexer = await indexInto(h, world.url, { onRollback: (r) => rollbacks.push(r) });
  const follow = async () => {
    while ((await indexer.syncOnce()) > 0) {}
  };
  return { h, rollbacks, follow };
}

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
