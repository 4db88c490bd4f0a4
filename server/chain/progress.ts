/**
 * A long task's progress for the person waiting on it: what is done, its share of the whole, the time
 * it has taken and the time left. On a terminal, one line rewritten in place (also while the work
 * waits, so that the time moves); elsewhere (CI, a log file, a runner that pipes the output) a
 * plain line every few seconds, since a log keeps every rewrite. The clock can be passed in; the
 * lines written while the work is silent come from a timer.
 */

/** Where progress goes: raw writes to a terminal, or whole lines to a log. */
export type ProgressOutput =
  | { tty: true; write: (text: string) => void; columns?: () => number | undefined }
  | { tty: false; line: (text: string) => void };

export interface ProgressOptions {
  /** Milliseconds, from any origin. */
  now?: () => number;
  /** How often a terminal's line is rewritten at most. */
  ttyIntervalMs?: number;
  /** How often a plain line is written. */
  plainIntervalMs?: number;
}

const count = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => count.format(n);

/** A moment of the work: when (ms), and the share of it done then (0 to 1). */
export interface Sample {
  at: number;
  fraction: number;
}

/**
 * The rate is read over the last this many ms. WHY not since the start: the work's pace changes (the
 * index waits while Anvil writes its state, then runs), and the rate of the start would then
 * mislead for as long again.
 */
const RATE_WINDOW_MS = 20_000;

/**
 * Time left at the recent rate: from the earliest sample of the last RATE_WINDOW_MS (else the one
 * before the latest, if not long before) to the latest, carried to the end, less the time since the
 * latest. Undefined until two samples close enough show progress.
 */
export function timeLeftMs(samples: readonly Sample[], now: number): number | undefined {
  const latest = samples.at(-1);
  if (!latest) return undefined;
  if (latest.fraction >= 1) return 0;
  let from = samples.find((s) => s.at >= latest.at - RATE_WINDOW_MS);
  // Only the latest in the window (slow steps): the one before, unless a long wait came between.
  if (from === latest) from = samples.at(-2);
  if (!from || latest.at - from.at > 2 * RATE_WINDOW_MS) return undefined;
  if (latest.at <= from.at || latest.fraction <= from.fraction) return undefined;
  const rate = (latest.fraction - from.fraction) / (latest.at - from.at);
  return Math.max(0, (1 - latest.fraction) / rate - (now - latest.at));
}

/**
 * "3 s", "45 s", "2 min 5 s". Above a minute, `step` rounds the seconds up (an estimate is no
 * closer than 10 s).
 */
export function formatDuration(ms: number, step = 1): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const rounded = Math.ceil(seconds / step) * step;
  const rest = rounded % 60;
  return `${Math.floor(rounded / 60)} min${rest === 0 ? '' : ` ${rest} s`}`;
}

/**
 * "Sending transactions: 12,345 of 61,482 (20%), 25 s in, about 1 min 40 s left": what is `done`
 * in words, its share, the time since the stage began and the time left once known.
 */
export function progressLine(label: string, done: string, samples: readonly Sample[], now: number): string {
  const latest = samples.at(-1);
  const percent = Math.floor(Math.min(1, Math.max(0, latest?.fraction ?? 0)) * 100);
  const elapsed = formatDuration(Math.floor((now - (samples[0]?.at ?? now)) / 1000) * 1000);
  const left = timeLeftMs(samples, now);
  const eta = left === undefined || left === 0 ? '' : `, about ${formatDuration(left, 10)} left`;
  return `${label}: ${done} (${percent}%), ${elapsed} in${eta}`;
}

/** Whether a line is written now: the first at once, then one per interval. */
export function isDue(now: number, lastWrittenAt: number | undefined, intervalMs: number): boolean {
  return lastWrittenAt === undefined || now - lastWrittenAt >= intervalMs;
}

/** A line that fits the terminal: a longer one would wrap, and `\r` would rewrite only its last row. */
const fitColumns = (text: string, columns: number | undefined) =>
  columns && columns > 1 && text.length >= columns ? `${text.slice(0, columns - 2)}…` : text;

/** Clears from the cursor to the end of the line: what a longer previous line left. */
const CLEAR_TO_END = '\u001b[K';

/**
 * One stage of a task (sending, then indexing…). `update` as often as the work likes; the line is
 * written when due, and again every interval while the work is silent; `finish` ends the stage with
 * its closing line, `fail` (a `.catch` of the work) leaves the last line as it is and rethrows. The stage's clock starts
 * at its first update.
 */
export function progressStage(label: string, output: ProgressOutput, options: ProgressOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const interval = output.tty ? (options.ttyIntervalMs ?? 250) : (options.plainIntervalMs ?? 5_000);
  const samples: Sample[] = [];
  let done = '';
  let lastWrittenAt: number | undefined;
  let lastLine = '';
  let ticker: ReturnType<typeof setInterval> | undefined;
  let open = true;

  const write = (at: number) => {
    const line = progressLine(label, done, samples, at);
    // A terminal's line is rewritten only when it reads differently.
    if (output.tty && line === lastLine) return;
    lastWrittenAt = at;
    lastLine = line;
    if (output.tty) output.write(`\r${fitColumns(line, output.columns?.())}${CLEAR_TO_END}`);
    else output.line(line);
  };
  const end = (closing: string | undefined) => {
    if (!open) return;
    open = false;
    clearInterval(ticker);
    if (!output.tty) {
      if (closing !== undefined) output.line(closing);
      return;
    }
    const rewrite = lastWrittenAt === undefined ? '' : '\r';
    if (closing !== undefined) output.write(`${rewrite}${fitColumns(closing, output.columns?.())}${CLEAR_TO_END}\n`);
    else if (lastWrittenAt !== undefined) output.write('\n');
  };

  return {
    update(state: { done: string; fraction: number }) {
      if (!open) return;
      const at = now();
      done = state.done;
      samples.push({ at, fraction: state.fraction });
      while (samples.length > 2 && samples[1]!.at < at - 2 * RATE_WINDOW_MS) samples.splice(1, 1);
      if (!ticker) {
        // Unref'd: a line to write never keeps the process alive.
        ticker = setInterval(() => isDue(now(), lastWrittenAt, interval) && write(now()), Math.min(interval, 1_000));
        ticker.unref?.();
      }
      if (isDue(at, lastWrittenAt, interval)) write(at);
    },
    /** Ends the stage with its closing line (on a terminal, in place of the progress line). */
    finish: (closing: string) => end(closing),
    /** Ends the stage as it stands, then rethrows `error` (the work failed or was stopped). */
    fail(error: unknown): never {
      end(undefined);
      throw error;
    },
    /** Milliseconds since the first update. */
    elapsed: () => (samples[0] === undefined ? 0 : now() - samples[0].at),
  };
}

/** Where a process's own progress goes: its terminal when stdout is one, else `log`'s lines. */
export function processProgressOutput(log: (line: string) => void): ProgressOutput {
  const out = process.stdout;
  return out.isTTY
    ? { tty: true, write: (text) => void out.write(text), columns: () => out.columns }
    : { tty: false, line: log };
}
