/**
 * Live activity for `npm start`: every few seconds the seed's traders send trades to the local chain,
 * now and then a launch, a bid or a settlement, and post chat; the indexer brings it all back, so the
 * app shows a market that moves the way a real one does, through the same path.
 */
import type { AddressBook } from '../../interface/contracts/address-book';
import { readLocalBytecode } from '../chain/deployment';
import { assertLocalChain } from '../chain/local-only';
import type { ServiceContext } from '../context';
import { createRandom, type Random } from '../seed/random';
import { createActivity } from './activity';
import { connectSimulatorWallet } from './chain-wallet';
import { createMarketReader } from './market-reader';

interface Cadence {
  minMs: number;
  maxMs: number;
}

/** How often each kind of activity happens (a random delay in the range, drawn anew each time). */
const CADENCE = {
  trades: { minMs: 2_000, maxMs: 3_000 },
  launch: { minMs: 20_000, maxMs: 40_000 },
  bid: { minMs: 25_000, maxMs: 35_000 },
  chat: { minMs: 7_000, maxMs: 13_000 },
  /**
   * BUSY_TOKEN's trades: the delay runs from the end of the last send (a few hundred ms with
   * automine), so that trades land every 1–2 s.
   */
  busy: { minMs: 800, maxMs: 1_700 },
} as const satisfies Record<string, Cadence>;

type StepName = keyof typeof CADENCE;
type Steps = Partial<Record<StepName, () => unknown>>;

/**
 * Runs each step again a random delay after the last one finished (so a slow chain never piles up
 * sends), until `stop`. A failing step is reported and tried again at its next turn.
 */
export function repeatSteps(steps: Steps, rnd: Random, cadence: Partial<Record<StepName, Cadence>> = {}) {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const arm = (name: StepName) => {
    const step = steps[name];
    if (stopped || !step) return;
    const { minMs, maxMs } = cadence[name] ?? CADENCE[name];
    const timer = setTimeout(
      async () => {
        timers.delete(timer);
        try {
          await step();
        } catch (error) {
          console.error(`Simulation (${name}) failed; continuing: ${error instanceof Error ? error.message : error}`);
        }
        arm(name);
      },
      rnd.float(minMs, maxMs),
    );
    // The simulation never keeps the process alive on its own.
    timer.unref();
    timers.add(timer);
  };
  for (const name of Object.keys(steps) as StepName[]) arm(name);
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * The token BUSY_TOKEN names: `first` is the busiest of the last hours (the simulator's own pick of
 * where people trade), an address must be a token the index knows.
 */
export function busyTokenAddress(ctx: ServiceContext, busyToken: string): string {
  const reader = createMarketReader(ctx.db);
  if (busyToken === 'first') {
    const busiest = reader.activeTokens()[0];
    if (!busiest) throw new Error('BUSY_TOKEN=first: the index holds no token to trade.');
    return busiest.address;
  }
  if (!reader.market(busyToken)) throw new Error(`BUSY_TOKEN=${busyToken} is not a token the index knows.`);
  return busyToken;
}

/**
 * Starts the activity on the chain at `rpcUrl`; undefined when that chain is not an Anvil it may
 * impersonate on. Refuses (throws) on any chain but the local one. With `busyToken` (BUSY_TOKEN),
 * that token also trades every 1–2 s; `onBusyToken` is told which token it is.
 */
export async function startSimulation(
  ctx: ServiceContext,
  options: {
    rpcUrl: string;
    book: AddressBook;
    cadence?: Partial<Record<StepName, Cadence>>;
    busyToken?: string | undefined;
    onBusyToken?: (address: string) => void;
  },
): Promise<{ stop(): void } | undefined> {
  await assertLocalChain(options.rpcUrl, 'The simulator');
  const wallet = await connectSimulatorWallet(options.rpcUrl);
  if (!wallet) return undefined;
  const busy = options.busyToken === undefined ? undefined : busyTokenAddress(ctx, options.busyToken);
  if (busy) options.onBusyToken?.(busy);
  const rnd = createRandom(`${ctx.config.seed}:${ctx.clock()}`);
  const tokenCode = readLocalBytecode().LaunchToken;
  const activity = createActivity(ctx, { wallet, book: options.book, tokenCode, busyToken: busy }, rnd);
  return repeatSteps(
    {
      trades: activity.trades,
      launch: activity.launch,
      bid: activity.bid,
      chat: () => activity.chat(ctx.clock()),
      ...(busy ? { busy: () => activity.tradeOn(busy) } : {}),
    },
    rnd,
    options.cadence,
  );
}
