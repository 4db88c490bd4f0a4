/**
 * Live activity for `npm start`: trades every few seconds, new launches, auction bids, chat and pool
 * swaps, all through ingest with the service clock, so the app has something moving to show.
 */
import type { ServiceContext } from '../context';
import { createRandom, type Random } from '../seed/random';
import type { Registry } from '../swap/registry';
import { type Activity, createActivity } from './activity';

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
  poolSwap: { minMs: 10_000, maxMs: 30_000 },
} as const satisfies Record<string, Cadence>;

export interface Simulation {
  /** One trading step at `now`: a few trades, then the metric windows slide to `now`. */
  tick(now: number): number;
  activity: Activity;
}

export function createSimulation(ctx: ServiceContext, registry: Registry, rnd?: Random): Simulation {
  const activity = createActivity(ctx, registry, rnd ?? createRandom(`${ctx.config.seed}:${ctx.clock()}`));
  return {
    activity,
    tick(now) {
      const recorded = activity.trades(now);
      ctx.ingest.expireWindows(now);
      return recorded;
    },
  };
}

/** Timers that re-arm themselves with a random delay, all cleared at once by `stop`. */
function createScheduler(rnd: Random) {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const repeat = (cadence: Cadence, name: string, step: () => void) => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        try {
          step();
        } catch (error) {
          console.error(`Simulation (${name}) failed; continuing:`, error);
        }
        repeat(cadence, name, step);
      },
      rnd.float(cadence.minMs, cadence.maxMs),
    );
    // The simulation never keeps the process alive on its own.
    timer.unref();
    timers.add(timer);
  };
  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  return { repeat, stop };
}

export function startSimulation(ctx: ServiceContext, registry: Registry): { stop(): void } {
  const rnd = createRandom(`${ctx.config.seed}:timers:${ctx.clock()}`);
  const simulation = createSimulation(ctx, registry);
  const { activity } = simulation;
  const scheduler = createScheduler(rnd);
  const every = (name: keyof typeof CADENCE, step: (now: number) => unknown) =>
    scheduler.repeat(CADENCE[name], name, () => step(ctx.clock()));
  every('trades', (now) => simulation.tick(now));
  every('launch', (now) => activity.launch(now));
  every('bid', (now) => activity.bid(now));
  every('chat', (now) => activity.chat(now));
  every('poolSwap', (now) => activity.poolSwap(now));
  return { stop: scheduler.stop };
}
