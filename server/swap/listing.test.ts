import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_ADDRESS } from '../../interface/common';
import { pairListSchema, tokenListSchema } from '../../interface/swap';
import { weiToNumber } from '../market/constants';
import { DAY, type Harness, HOUR, ok, PUBLIC_URL, START, startHarness } from '../test/harness';

const E18 = 10n ** 18n;
let h: Harness;
let weth = '';
let usdc = '';
let usdt = '';

const tokenList = async () => ok(await h.swap('/api/tokens'), tokenListSchema);
const pairs = async () => ok(await h.swap('/api/pairs'), pairListSchema);

beforeAll(async () => {
  h = await startHarness();
  [weth, usdc, usdt] = h.registry.tokens.map((t) => t.address) as [string, string, string];
  h.market.registryPair(weth, 10n * E18, usdc, 20_000n * 10n ** 6n); // 1 ETH = 2000 USD
  h.market.registryPair(usdc, 50_000n * 10n ** 6n, usdt, 50_000n * 10n ** 6n);
  h.market.registryPair(usdt, 10n ** 9n, h.market.nextAddress(), E18); // an unknown token: not listed
});
afterAll(() => h.close());

/** USDC/USDT, in whichever order their addresses sort. */
const isStablePair = (p: { token0: { address: string }; token1: { address: string } }) =>
  [p.token0.address, p.token1.address].sort().join() === [usdc, usdt].sort().join();

describe('GET /api/tokens (swap)', () => {
  it('lists the official registry while no launch token is fully funded', async () => {
    const funding = h.market.createToken();
    h.market.buy(funding, 1);
    const list = await tokenList();
    expect(list.name).toBe('Launchdeck');
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(list.tokens).toEqual(
      h.registry.tokens.map((t) => ({ chainId: 31337, ...t, logoURI: `${PUBLIC_URL}/logos/${t.address}.png` })),
    );
  });

  it('adds a launch token when it graduates, bumping the minor version each time', async () => {
    const first = h.market.createToken({ name: 'First Grad', ticker: 'FST' });
    h.clock.advance(HOUR);
    h.market.graduate(first);
    let list = await tokenList();
    expect(list.version).toEqual({ major: 1, minor: 1, patch: 0 });
    expect(list.timestamp).toBe(new Date(h.clock.now).toISOString());
    expect(list.tokens.at(-1)).toEqual({
      chainId: 31337,
      address: first,
      symbol: 'FST',
      name: 'First Grad',
      decimals: 18,
      logoURI: `${PUBLIC_URL}/logos/${first}.png`,
    });
    const second = h.market.createToken({ ticker: 'SND' });
    h.market.buy(second, 3);
    expect((await tokenList()).version.minor).toBe(1);
    h.market.graduate(second);
    list = await tokenList();
    expect(list.version.minor).toBe(2);
    expect(list.tokens.slice(3).map((t) => t.symbol)).toEqual(['FST', 'SND']);
    expect(list.tokens).toHaveLength(5);
  });
});

describe('GET /api/pairs', () => {
  it('lists every known pair by USD liquidity, descending, with WETH as the zero address', async () => {
    const list = await pairs();
    expect(list).toHaveLength(4);
    const sorted = [...list].sort((a, b) => b.liquidity_usd - a.liquidity_usd);
    expect(list.map((p) => p.address)).toEqual(sorted.map((p) => p.address));
    expect(list.every((p) => p.fee_tier === 0.003)).toBe(true);
    const all = list.flatMap((p) => [p.token0.address, p.token1.address]);
    expect(all).not.toContain(weth);
    expect(all.filter((a) => a === NATIVE_ADDRESS)).toHaveLength(3);

    const ethUsdc = list.find(
      (p) => [p.token0.address, p.token1.address].includes(usdc) && p.token0.address === NATIVE_ADDRESS,
    )!;
    expect(ethUsdc.token0).toEqual({ address: NATIVE_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 });
    expect(ethUsdc.token1).toMatchObject({ address: usdc, symbol: 'USDC', decimals: 6 });
    expect(ethUsdc).toMatchObject({ reserve0: (10n * E18).toString(), reserve1: (20_000n * 10n ** 6n).toString() });
    expect(ethUsdc.liquidity_usd).toBeCloseTo(40_000, 6);
    const stable = list.find(isStablePair)!;
    expect(stable.liquidity_usd).toBeCloseTo(100_000, 6);
    expect(list[0]).toEqual(stable);
  });

  it('values a launch pair with the token’s ETH price and counts its post-graduation trades as volume', async () => {
    const token = h.market.createToken({ ticker: 'VOL' });
    h.market.buy(token, 1); // on the curve: not pair volume
    h.market.graduate(token);
    h.clock.advance(1000);
    const t1 = h.market.buy(token, 2);
    const t2 = h.market.sell(token, t1.tokenWei / 2n);
    const { eth, token: reserve } = h.market.pairReserves(token);
    const pair = (await pairs()).find((p) => p.token0.address === token || p.token1.address === token)!;
    const ethSide = pair.token0.address === NATIVE_ADDRESS ? pair.reserve0 : pair.reserve1;
    const tokenSide = pair.token0.address === NATIVE_ADDRESS ? pair.reserve1 : pair.reserve0;
    expect([ethSide, tokenSide]).toEqual([eth.toString(), reserve.toString()]);
    const price = Number(eth) / Number(reserve);
    expect(pair.liquidity_usd / ((weiToNumber(eth) + weiToNumber(reserve) * price) * 2000)).toBeCloseTo(1, 9);
    expect(pair.volume_24h).toBeCloseTo((weiToNumber(t1.ethWei) + weiToNumber(t2.ethWei)) * 2000, 6);
  });

  it('reports registry pair volume from swaps of the last 24 hours', async () => {
    const stable = () => pairs().then((l) => l.find(isStablePair)!);
    const address = (await stable()).address;
    h.ingest.pairSwap({
      pair: address,
      reserve0: 51_000n * 10n ** 6n,
      reserve1: 49_000n * 10n ** 6n,
      volumeEth: 0.5,
      timestamp: h.clock.now,
    });
    const now = await stable();
    expect(now.volume_24h).toBeCloseTo(1000, 6);
    expect(now.reserve0).toBe((51_000n * 10n ** 6n).toString());
    h.clock.advance(DAY);
    expect((await stable()).volume_24h).toBe(0);
    expect(h.clock.now).toBeGreaterThan(START);
  });

  it('follows a rollback whose replacement swap takes the dropped swap’s id, within the same second', async () => {
    const stable = () => pairs().then((l) => l.find(isStablePair)!);
    const address = (await stable()).address;
    const swap = (reserve0: bigint) =>
      h.ingest.pairSwap({
        pair: address,
        reserve0,
        reserve1: 50_000n * 10n ** 6n,
        volumeEth: 0.1,
        timestamp: h.clock.now,
      });
    const before = (await stable()).reserve0;
    swap(52_000n * 10n ** 6n);
    const dropped = await stable();
    expect(dropped.reserve0).toBe((52_000n * 10n ** 6n).toString());
    // What the indexer's rollback does for a dropped block: its swap and its reserves are undone.
    h.ingest.rollback(() => {
      h.db.prepare('DELETE FROM pair_swaps WHERE id = (SELECT max(id) FROM pair_swaps)').run();
      h.db.prepare('UPDATE pairs SET reserve0 = ? WHERE address = ?').run(before, address);
      return [];
    });
    swap(53_000n * 10n ** 6n);
    expect((await stable()).reserve0).toBe((53_000n * 10n ** 6n).toString());
  });
});
