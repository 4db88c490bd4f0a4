/**
 * The simulator on a private Anvil holding a small genesis world: what it sends is real (mined,
 * successful transactions) and comes back through the indexer, as any trader's transactions do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { featuredAuctionAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { readLocalBytecode } from '../chain/deployment';
import { buildGenesis, GENESIS_ANVIL_ARGS } from '../chain/genesis/genesis';
import { createIndexer } from '../chain/indexer';
import { startPrivateChain } from '../chain/private-chain';
import { loadConfig } from '../config';
import { createContext, type ServiceContext } from '../context';
import { openDatabase } from '../db/open';
import { createIngest } from '../ingest/ingest';
import { ethToComplete, ethWei } from '../seed/market-actor';
import { createRandom } from '../seed/random';
import { loadRegistry } from '../swap/registry';
import { createActivity } from './activity';
import { connectSimulatorWallet, type SimulatorWallet } from './chain-wallet';
import { createMarketReader } from './market-reader';
import { busyTokenAddress, repeatSteps } from './simulate';

const NOW = Date.UTC(2026, 10, 20, 12);
const book = addressBook(31337);
const bytecode = readLocalBytecode();

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let wallet: SimulatorWallet;
let ctx: ServiceContext;
let index: () => Promise<void>;

const count = (sql: string, ...params: unknown[]) => (ctx.db.prepare(sql).get(...params) as { n: number }).n;

beforeAll(async () => {
  chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  await buildGenesis({
    rpcUrl: chain.url,
    seed: 9,
    now: NOW,
    scale: { tokens: 12, trades: 400, graduatedShare: 0.25, poolSwaps: 0 },
    registry: loadRegistry(31337),
    book,
    bytecode,
  });
  wallet = (await connectSimulatorWallet(chain.url))!;
  // The genesis mines its own blocks; from here on the chain mines each transaction, as `npm start`'s does.
  await wallet.client.setAutomine(true);
  const db = openDatabase(':memory:');
  const ingest = createIngest(db, { wrappedNative: book.weth });
  ctx = createContext(db, ingest, () => NOW, loadConfig({}));
  const indexer = createIndexer(db, ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  index = async () => {
    while ((await indexer.syncOnce()) > 0) {}
  };
  await index();
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

const activity = () => createActivity(ctx, { wallet, book, tokenCode: bytecode.LaunchToken }, createRandom(4));

describe('the simulator on the chain', () => {
  it('trades as the seed’s traders, and every trade it sends is indexed with its transaction', async () => {
    const before = count('SELECT count(*) AS n FROM trades');
    const sim = activity();
    let sent = 0;
    for (let i = 0; i < 5; i++) sent += await sim.trades();
    await index();
    expect(sent).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM trades')).toBe(before + sent);
    const latest = ctx.db.prepare('SELECT tx_hash FROM trades ORDER BY id DESC LIMIT 1').get() as { tx_hash: string };
    const receipt = await wallet.client.getTransactionReceipt({ hash: latest.tx_hash as `0x${string}` });
    expect(receipt.status).toBe('success');
  });

  it('launches tokens, some with their creator’s first buy, whose metadata shows once the indexer knows them', async () => {
    const sim = activity();
    const launched = [];
    for (let i = 0; i < 6; i++) launched.push(await sim.launch());
    expect(count('SELECT count(*) AS n FROM tokens WHERE address = ?', launched[0])).toBe(0);
    await index();
    await sim.trades(); // publishes what waited for the index
    for (const token of launched) {
      const row = ctx.db.prepare('SELECT description, image_url FROM tokens WHERE address = ?').get(token) as {
        description: string;
        image_url: string;
      };
      expect(row.description.length).toBeGreaterThan(0);
      expect(row.image_url).toBe(`/logos/${token}.png`);
    }
    const firstBuys = ctx.db
      .prepare(
        `SELECT count(*) AS n FROM trades JOIN tokens ON tokens.id = trades.token_id
         WHERE tokens.address IN (${launched.map(() => '?').join(',')}) AND trades.trader = tokens.owner`,
      )
      .get(...launched) as { n: number };
    expect(firstBuys.n).toBeGreaterThan(0);
  });

  it('graduates a token with the buy that completes its curve, then trades it through Router02', async () => {
    const sim = activity();
    const reader = createMarketReader(ctx.db);
    const funding = ctx.db
      .prepare('SELECT address FROM tokens WHERE graduated_at IS NULL ORDER BY created_at LIMIT 1')
      .get() as { address: string };
    const market = reader.market(funding.address)!;
    const trader = '0x00000000000000000000000000000000000b0b01';
    await sim.trade(funding.address, { side: 'buy', trader, ethWei: ethToComplete(market) + ethWei(0.5) });
    await index();
    expect(
      count('SELECT count(*) AS n FROM tokens WHERE address = ? AND graduated_at IS NOT NULL', funding.address),
    ).toBe(1);
    const held = reader.market(funding.address)!.holders.balanceOf(trader);
    await sim.trade(funding.address, { side: 'sell', trader, tokenWei: held / 2n });
    await sim.trade(funding.address, { side: 'buy', trader, ethWei: ethWei(0.2) });
    await index();
    const after = ctx.db.prepare('SELECT side FROM trades WHERE trader = ? ORDER BY id DESC LIMIT 2').all(trader) as {
      side: string;
    }[];
    expect(after.map((t) => t.side)).toEqual(['buy', 'sell']);
    expect(reader.market(funding.address)!.pair).not.toBeNull();
  });

  it('trades BUSY_TOKEN’s token on demand: `first` is the busiest token, an unknown address is refused', async () => {
    const busiest = createMarketReader(ctx.db).activeTokens()[0]!.address;
    expect(busyTokenAddress(ctx, 'first')).toBe(busiest);
    expect(busyTokenAddress(ctx, busiest)).toBe(busiest);
    expect(() => busyTokenAddress(ctx, `0x${'ab'.repeat(20)}`)).toThrow('not a token the index knows');
    const sim = activity();
    const trades = () =>
      count('SELECT count(*) AS n FROM trades JOIN tokens ON tokens.id = trades.token_id WHERE address = ?', busiest);
    const before = trades();
    let sent = 0;
    for (let i = 0; i < 4; i++) {
      if (await sim.tradeOn(busiest)) sent++;
      await index();
    }
    expect(sent).toBe(4);
    expect(trades()).toBe(before + 4);
    expect(await sim.tradeOn(`0x${'ab'.repeat(20)}`)).toBe(false);

    // Its own step trades it every 1–2 s: the market's other trades leave it be.
    const others = createActivity(
      ctx,
      { wallet, book, tokenCode: bytecode.LaunchToken, busyToken: busiest },
      createRandom(4),
    );
    const onBusy = trades();
    let elsewhere = 0;
    for (let i = 0; i < 8; i++) {
      elsewhere += await others.trades();
      await index();
    }
    expect(elsewhere).toBeGreaterThan(0);
    expect(trades()).toBe(onBusy);
  });

  it('bids for tomorrow’s slot, and settles the auction once the chain’s day is over', async () => {
    const sim = activity();
    const bids = count('SELECT count(*) AS n FROM auction_bids');
    let outcome: string | undefined;
    for (let i = 0; i < 20 && outcome !== 'bid'; i++) outcome = await sim.bid();
    await index();
    expect(count('SELECT count(*) AS n FROM auction_bids')).toBe(bids + 1);

    const auction = () =>
      wallet.client.readContract({
        address: book.featuredAuction,
        abi: featuredAuctionAbi,
        functionName: 'currentAuction',
      });
    const [day, , leaderToken, , endsAt] = await auction();
    await wallet.client.setNextBlockTimestamp({ timestamp: endsAt });
    await wallet.client.mine({ blocks: 1 });
    expect(await sim.bid()).toBe('settled');
    const featured = await wallet.client.readContract({
      address: book.featuredAuction,
      abi: featuredAuctionAbi,
      functionName: 'featuredToken',
      args: [day],
    });
    expect(featured.toLowerCase()).toBe(leaderToken.toLowerCase());
    expect((await auction())[0]).toBeGreaterThan(day);
  });
});

describe('repeatSteps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each step on its cadence until stopped, and a failing step does not stop the others', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const runs = { trades: 0, launch: 0, bid: 0, chat: 0 };
    const every = (ms: number) => ({ minMs: ms, maxMs: ms });
    const running = repeatSteps(
      {
        trades: async () => void runs.trades++,
        launch: () => void runs.launch++,
        bid: async () => {
          runs.bid++;
          throw new Error('the chain said no');
        },
        chat: () => void runs.chat++,
      },
      createRandom(1),
      { trades: every(1_000), launch: every(10_000), bid: every(5_000), chat: every(2_000) },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual({ trades: 10, launch: 1, bid: 2, chat: 5 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the chain said no'));
    running.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.trades).toBe(10);
    errors.mockRestore();
  });

  it('runs a busy token’s step every 1–2 s, counted from the end of its last send, and only the steps given', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const SEND_MS = 250;
    const running = repeatSteps(
      {
        busy: () => {
          starts.push(Date.now());
          return new Promise<void>((done) => setTimeout(done, SEND_MS));
        },
      },
      createRandom(2),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    running.stop();
    const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
    expect(gaps.length).toBeGreaterThan(60);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1_000);
      expect(gap).toBeLessThanOrEqual(2_000);
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
