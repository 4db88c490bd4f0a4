import { decodeFunctionData, parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_ADDRESS } from '../../interface/common';
import { quoteSchema } from '../../interface/swap';
import { addr, failure, type Harness, ok, qs, startHarness, wallets } from '../test/harness';

/** Router02's swap functions, written out here so the test does not trust the encoder's own ABI. */
const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
]);

/** Uniswap V2 library formulas, independently of server/market/amm.ts. */
const out = (a: bigint, rIn: bigint, rOut: bigint) => (a * 997n * rOut) / (rIn * 1000n + a * 997n);
const inFor = (b: bigint, rIn: bigint, rOut: bigint) => (rIn * b * 1000n) / ((rOut - b) * 997n) + 1n;
const E18 = 10n ** 18n;

let h: Harness;
let weth = '';
let usdc = '';
let usdt = '';
let launch = '';
let funding = '';
let eth = 0n;
let tok = 0n;
const USDC_PER_ETH = 3000n;
const user = addr(wallets[4]!);

const quote = (params: Record<string, string | number | boolean | undefined>) => h.swap(`/api/quote${qs(params)}`);
const good = async (params: Record<string, string | number | boolean | undefined>) =>
  ok(await quote(params), quoteSchema);

beforeAll(async () => {
  h = await startHarness();
  [weth, usdc, usdt] = h.registry.tokens.map((t) => t.address) as [string, string, string];
  h.market.registryPair(weth, 100n * E18, usdc, 100n * USDC_PER_ETH * 10n ** 6n);
  launch = h.market.createToken({ ticker: 'LNCH' });
  funding = h.market.createToken();
  h.market.graduate(launch);
  ({ eth, token: tok } = h.market.pairReserves(launch));
});
afterAll(() => h.close());

describe('GET /api/quote: amounts', () => {
  it('quotes native ETH in, exact input, with floor rounding, fee and rates', async () => {
    const a = E18 / 10n;
    const q = await good({ tokenIn: NATIVE_ADDRESS, tokenOut: launch, amount: a.toString() });
    const b = out(a, eth, tok);
    expect(q).toMatchObject({ amountIn: a.toString(), amountOut: b.toString(), path: [NATIVE_ADDRESS, launch] });
    expect(q.minimumAmountOut).toBe(((b * 9950n) / 10000n).toString());
    expect(q.maximumAmountIn).toBeUndefined();
    expect(q.lpFee).toBe(((a * 30n) / 10000n).toString());
    expect(q.metadata).toEqual({ lpFeePercent: 0.3, routerAddress: h.registry.contracts.router, slippageBps: 50 });
    expect(Number(q.spotRate)).toBeCloseTo(Number(tok) / Number(eth), 0);
    expect(Number(q.executionRate) / (Number(b) / Number(a))).toBeCloseTo(1, 12);
    expect(q.priceImpact).toBeCloseTo(1 - Number(q.executionRate) / 0.997 / Number(q.spotRate), 6);
    expect(q.priceImpact).toBeGreaterThan(0);
  });

  it('agrees between exact input and exact output, rounding in the pool’s favour', async () => {
    const a = 123_456_789_012_345_678n;
    const q = await good({ tokenIn: launch, tokenOut: NATIVE_ADDRESS, amount: (a * 10_000n).toString() });
    const want = BigInt(q.amountOut);
    const back = await good({ tokenIn: launch, tokenOut: NATIVE_ADDRESS, amountOut: want.toString() });
    expect(back.amountOut).toBe(want.toString());
    expect(back.amountIn).toBe(inFor(want, tok, eth).toString());
    expect(BigInt(back.amountIn)).toBeLessThanOrEqual(a * 10_000n);
    expect(out(BigInt(back.amountIn), tok, eth)).toBeGreaterThanOrEqual(want);
    expect(out(BigInt(back.amountIn) - 1n, tok, eth)).toBeLessThan(want);
    expect(back.maximumAmountIn).toBe(((BigInt(back.amountIn) * 10050n + 9999n) / 10000n).toString());
  });

  it('applies slippage: floor for the minimum output, ceil for the maximum input', async () => {
    const q = await good({ tokenIn: NATIVE_ADDRESS, tokenOut: launch, amount: '777777777777777777', slippage: 37 });
    const b = BigInt(q.amountOut);
    expect(q.minimumAmountOut).toBe(((b * 9963n) / 10000n).toString());
    expect(q.metadata.slippageBps).toBe(37);
    const x = await good({
      tokenIn: NATIVE_ADDRESS,
      tokenOut: launch,
      amountOut: '987654321987654321987',
      slippage: 37,
    });
    const a = BigInt(x.amountIn);
    expect(x.maximumAmountIn).toBe(((a * 10037n + 9999n) / 10000n).toString());
    expect(BigInt(x.maximumAmountIn!) * 10000n).toBeGreaterThanOrEqual(a * 10037n);
    expect(x.minimumAmountOut).toBe(((BigInt(x.amountOut) * 9963n) / 10000n).toString());
    const zero = await good({ tokenIn: launch, tokenOut: NATIVE_ADDRESS, amount: E18.toString(), slippage: 0 });
    expect(zero.minimumAmountOut).toBe(zero.amountOut);
  });

  it('routes two hops through WETH, USDC with 6 decimals', async () => {
    const a = 5_000_000n * E18;
    const q = await good({ tokenIn: launch, tokenOut: usdc, amount: a.toString() });
    const mid = out(a, tok, eth);
    const usd = out(mid, 100n * E18, 100n * USDC_PER_ETH * 10n ** 6n);
    expect(q).toMatchObject({ path: [launch, weth, usdc], amountOut: usd.toString() });
    expect(q.lpFee).toBe(((a * (1_000_000n - 994_009n)) / 1_000_000n).toString());
    expect(Number(q.executionRate)).toBeCloseTo(Number(usd) / 1e6 / (Number(a) / 1e18), 12);
    const back = await good({ tokenIn: usdc, tokenOut: launch, amountOut: (10n ** 20n).toString() });
    expect(back.path).toEqual([usdc, weth, launch]);
    expect(back.amountIn).toBe(
      inFor(inFor(10n ** 20n, eth, tok), 100n * USDC_PER_ETH * 10n ** 6n, 100n * E18).toString(),
    );
  });
});

describe('GET /api/quote: best route', () => {
  it('takes the direct pool when it fills better and two hops through WETH when they do', async () => {
    const other = h.market.createToken({ ticker: 'OTH' });
    h.market.graduate(other);
    const r = h.market.pairReserves(other);
    const usdcReserve = 100n * USDC_PER_ETH * 10n ** 6n;
    // A direct pool at the same price, a tenth of the depth.
    const directToken = r.token / 10n;
    const directUsdc = (directToken * r.eth * USDC_PER_ETH * 10n ** 6n) / (r.token * E18);
    h.market.registryPair(other, directToken, usdc, directUsdc);
    const hops: number[] = [];
    for (const a of [10n ** 21n, 50_000_000n * E18]) {
      const direct = out(a, directToken, directUsdc);
      const twoHops = out(out(a, r.token, r.eth), 100n * E18, usdcReserve);
      const q = await good({ tokenIn: other, tokenOut: usdc, amount: a.toString() });
      const best =
        direct > twoHops ? { out: direct, path: [other, usdc] } : { out: twoHops, path: [other, weth, usdc] };
      expect(q).toMatchObject({ amountOut: best.out.toString(), path: best.path });
      hops.push(q.path.length - 1);
    }
    expect(hops).toEqual([1, 2]);
    const small = await good({ tokenIn: usdc, tokenOut: other, amountOut: (10n ** 21n).toString() });
    expect(small.path).toEqual([usdc, other]);
    expect(small.amountIn).toBe(inFor(10n ** 21n, directUsdc, directToken).toString());
  });
});

describe('GET /api/quote: buildTx', () => {
  const decode = (data: string) => decodeFunctionData({ abi: ROUTER_ABI, data: data as `0x${string}` });
  const deadline = () => BigInt(Math.floor(h.clock.now / 1000) + 20 * 60);

  it.each([
    [
      'native in, exact input',
      { tokenIn: 'ETH', tokenOut: 'L', amount: '100000000000000000' },
      'swapExactETHForTokens',
    ],
    [
      'native out, exact input',
      { tokenIn: 'L', tokenOut: 'ETH', amount: '1000000000000000000000' },
      'swapExactTokensForETH',
    ],
    [
      'two hops, exact input',
      { tokenIn: 'L', tokenOut: 'USDC', amount: '1000000000000000000000' },
      'swapExactTokensForTokens',
    ],
    [
      'native in, exact output',
      { tokenIn: 'ETH', tokenOut: 'L', amountOut: '1000000000000000000000' },
      'swapETHForExactTokens',
    ],
    [
      'native out, exact output',
      { tokenIn: 'L', tokenOut: 'ETH', amountOut: '1000000000000000' },
      'swapTokensForExactETH',
    ],
    [
      'two hops, exact output',
      { tokenIn: 'USDC', tokenOut: 'L', amountOut: '1000000000000000000' },
      'swapTokensForExactTokens',
    ],
  ])('%s calls %s on the router for the user', async (_, spec, fn) => {
    const real = (s: string) => ({ ETH: NATIVE_ADDRESS, L: launch, USDC: usdc })[s]!;
    const params = { ...spec, tokenIn: real(spec.tokenIn), tokenOut: real(spec.tokenOut), slippage: 100 };
    const q = await good({ ...params, buildTx: true, userAddress: user.toUpperCase().replace('0X', '0x') });
    const tx = q.transaction!;
    expect(tx).toMatchObject({ from: user, to: h.registry.contracts.router, gasPrice: expect.stringMatching(/^\d+$/) });
    expect(BigInt(tx.gas)).toBeGreaterThan(21_000n);
    const call = decode(tx.data);
    expect(call.functionName).toBe(fn);
    const args = call.args as readonly unknown[];
    const [path, to, dl] = args.slice(-3) as [string[], string, bigint];
    expect(path.map((p) => p.toLowerCase())).toEqual(q.path.map((p) => (p === NATIVE_ADDRESS ? weth : p)));
    expect(to.toLowerCase()).toBe(user);
    expect(dl).toBe(deadline());
    const exactIn = 'amount' in spec;
    const bound = exactIn ? BigInt(q.minimumAmountOut!) : BigInt(q.maximumAmountIn!);
    if (fn === 'swapExactETHForTokens') expect(args[0]).toBe(bound);
    else if (fn === 'swapETHForExactTokens') expect(args[0]).toBe(BigInt(q.amountOut));
    else expect(args.slice(0, 2)).toEqual(exactIn ? [BigInt(q.amountIn), bound] : [BigInt(q.amountOut), bound]);
    const value = spec.tokenIn === 'ETH' ? (exactIn ? q.amountIn : q.maximumAmountIn) : '0';
    expect(tx.value).toBe(value);
    expect(q).toEqual({ ...(await good(params)), transaction: tx });
  });
});

describe('GET /api/quote: without slippage', () => {
  const decode = (data: string) => decodeFunctionData({ abi: ROUTER_ABI, data: data as `0x${string}` });

  it('bounds the quote and the transaction alike at 50 bps, exact input', async () => {
    const q = await good({
      tokenIn: NATIVE_ADDRESS,
      tokenOut: launch,
      amount: E18.toString(),
      buildTx: true,
      userAddress: user,
    });
    expect(q.metadata.slippageBps).toBe(50);
    expect(q.minimumAmountOut).toBe(((BigInt(q.amountOut) * 9950n) / 10000n).toString());
    const call = decode(q.transaction!.data);
    expect(call.functionName).toBe('swapExactETHForTokens');
    expect(call.args![0]).toBe(BigInt(q.minimumAmountOut!));
  });

  it('bounds the quote and the transaction alike at 50 bps, exact output', async () => {
    const q = await good({
      tokenIn: launch,
      tokenOut: NATIVE_ADDRESS,
      amountOut: E18.toString(),
      buildTx: true,
      userAddress: user,
    });
    expect(q.metadata.slippageBps).toBe(50);
    expect(q.maximumAmountIn).toBe(((BigInt(q.amountIn) * 10050n + 9999n) / 10000n).toString());
    const call = decode(q.transaction!.data);
    expect(call.functionName).toBe('swapTokensForExactETH');
    expect(call.args![1]).toBe(BigInt(q.maximumAmountIn!));
  });
});

describe('GET /api/quote: failures', () => {
  it('answers NO_ROUTE for tokens without pools and INSUFFICIENT_LIQUIDITY for amounts the pools cannot fill', async () => {
    failure(await quote({ tokenIn: NATIVE_ADDRESS, tokenOut: funding, amount: '1000' }), 400, 'NO_ROUTE');
    failure(await quote({ tokenIn: h.market.nextAddress(), tokenOut: weth, amount: '1000' }), 400, 'NO_ROUTE');
    failure(await quote({ tokenIn: usdt, tokenOut: launch, amount: '1000' }), 400, 'NO_ROUTE');
    failure(await quote({ tokenIn: NATIVE_ADDRESS, tokenOut: weth, amount: '1000' }), 400, 'NO_ROUTE');
    failure(
      await quote({ tokenIn: NATIVE_ADDRESS, tokenOut: launch, amountOut: tok.toString() }),
      400,
      'INSUFFICIENT_LIQUIDITY',
    );
    failure(await quote({ tokenIn: NATIVE_ADDRESS, tokenOut: usdc, amount: '1' }), 400, 'INSUFFICIENT_LIQUIDITY');
  });

  it.each([
    [{ tokenIn: 'eth', amount: '1' }, ['tokenIn']],
    [{ tokenOut: '0x12', amount: '1' }, ['tokenOut']],
    [{ tokenOut: 'IN', amount: '1' }, ['tokenOut']],
    [{ amount: '1', amountOut: '1' }, ['amount']],
    [{}, ['amount']],
    [{ amount: '0' }, ['amount']],
    [{ amount: '-5' }, ['amount']],
    [{ amount: '1.5' }, ['amount']],
    [{ amount: '1e18' }, ['amount']],
    [{ amountOut: 'lots' }, ['amountOut']],
    [{ amount: '9'.repeat(79) }, ['amount']],
    [{ amount: '1', slippage: '10001' }, ['slippage']],
    [{ amount: '1', slippage: '-1' }, ['slippage']],
    [{ amount: '1', slippage: '0.5' }, ['slippage']],
    [{ amount: '1', buildTx: 'yes' }, ['buildTx']],
    [{ amount: '1', buildTx: 'true' }, ['userAddress']],
    [{ amount: '1', buildTx: 'true', userAddress: 'me' }, ['userAddress']],
  ])('%j is a 400 naming %j', async (over, fields) => {
    const params = { tokenIn: NATIVE_ADDRESS, tokenOut: launch, ...over };
    if (params.tokenOut === 'IN') params.tokenOut = params.tokenIn;
    failure(await quote(params), 400, 'INVALID_REQUEST', fields);
  });
});
