import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDuration,
  isDue,
  type ProgressOutput,
  progressLine,
  progressStage,
  type Sample,
  timeLeftMs,
} from './progress';

/** Samples `every` ms apart, from `start`, with these shares done. */
const samples = (fractions: number[], every = 1_000, start = 0): Sample[] =>
  fractions.map((fraction, i) => ({ at: start + i * every, fraction }));

describe('the time left', () => {
  it('is the recent rate carried to the end', () => {
    expect(timeLeftMs(samples([0, 0.1, 0.2, 0.25]), 3_000)).toBe(9_000);
    // Counted down between samples.
    expect(timeLeftMs(samples([0, 0.1, 0.2, 0.25]), 5_000)).toBe(7_000);
    expect(timeLeftMs(samples([0, 0.5]), 60_000)).toBe(0);
  });

  it('reads the rate over the last 20 s: a slow start no longer counts', () => {
    // 10% in the first 30 s (waiting for the chain), then 10% every 5 s.
    const waited = [{ at: 0, fraction: 0 }, ...samples([0.1, 0.2, 0.3, 0.4, 0.5, 0.6], 5_000, 30_000)];
    expect(timeLeftMs(waited, 55_000)).toBeCloseTo(20_000);
  });

  it('is not told before two samples close enough show progress, and is nothing once done', () => {
    expect(timeLeftMs([], 0)).toBeUndefined();
    expect(timeLeftMs(samples([0]), 5_000)).toBeUndefined();
    expect(timeLeftMs(samples([0.2, 0.2]), 1_000)).toBeUndefined();
    // The first step after a wait of two minutes: no rate to trust yet.
    expect(timeLeftMs(samples([0, 0.1], 120_000), 120_000)).toBeUndefined();
    // Steps 30 s apart: the rate of the last one.
    expect(timeLeftMs(samples([0, 0.1, 0.2], 30_000), 60_000)).toBe(240_000);
    expect(timeLeftMs(samples([0.4, 1]), 1_000)).toBe(0);
  });

  it('reads in seconds under a minute, then in minutes and seconds, estimates by tens', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(1_200)).toBe('2 s');
    expect(formatDuration(59_000)).toBe('59 s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(61_000, 10)).toBe('1 min 10 s');
    expect(formatDuration(115_000, 10)).toBe('2 min');
  });
});

describe('a progress line', () => {
  it('says what is done, its share, the time it took and the time left', () => {
    expect(progressLine('Sending', '12,345 of 61,482', samples([0, 0.1, 0.2]), 2_000)).toBe(
      'Sending: 12,345 of 61,482 (20%), 2 s in, about 8 s left',
    );
  });

  it('leaves the time left out until it can be estimated and once done, and never shows more than 100%', () => {
    expect(progressLine('Indexing', '0', samples([0]), 4_000)).toBe('Indexing: 0 (0%), 4 s in');
    expect(progressLine('Indexing', '9', samples([0.5, 1.2]), 2_000)).toBe('Indexing: 9 (100%), 2 s in');
  });
});

it('an update is due at first, then once per interval', () => {
  expect(isDue(0, undefined, 5_000)).toBe(true);
  expect(isDue(4_999, 0, 5_000)).toBe(false);
  expect(isDue(5_000, 0, 5_000)).toBe(true);
});

describe('a stage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A stage on the fake clock, writing into `written`. */
  function stageOn(tty: boolean, columns?: number) {
    const written: string[] = [];
    const output: ProgressOutput = tty
      ? { tty, write: (text) => void written.push(text), columns: () => columns }
      : { tty, line: (text) => void written.push(text) };
    const stage = progressStage('Sending', output, { now: () => Date.now() - 1e12 });
    return { written, stage };
  }

  describe('on a terminal', () => {
    it('rewrites one line in place, at most every 250 ms and only when it reads differently, then ends it', () => {
      const { written, stage } = stageOn(true);
      stage.update({ done: '0 of 100', fraction: 0 });
      expect(written).toEqual(['\rSending: 0 of 100 (0%), 0 s in\u001b[K']);
      vi.advanceTimersByTime(100);
      stage.update({ done: '10 of 100', fraction: 0.1 });
      expect(written).toHaveLength(1);
      vi.advanceTimersByTime(150);
      expect(written.at(-1)).toBe('\rSending: 10 of 100 (10%), 0 s in, about 1 s left\u001b[K');
      vi.advanceTimersByTime(250);
      expect(written).toHaveLength(2);
      stage.finish('Sent 100 in 1 s');
      expect(written.at(-1)).toBe('\rSent 100 in 1 s\u001b[K\n');
      expect(written.join('')).not.toMatch(/\n(?!$)/);
    });

    it('keeps the time moving while the work is silent, and stops once it ends', () => {
      const { written, stage } = stageOn(true);
      stage.update({ done: '0', fraction: 0 });
      vi.advanceTimersByTime(3_000);
      expect(written.at(-1)).toBe('\rSending: 0 (0%), 3 s in\u001b[K');
      expect(() => stage.fail(new Error('stopped'))).toThrow('stopped');
      // The last line stays, ended; nothing more is written.
      expect(written.at(-1)).toBe('\n');
      const count = written.length;
      vi.advanceTimersByTime(10_000);
      stage.update({ done: '1', fraction: 0.5 });
      expect(written).toHaveLength(count);
    });

    it('keeps the line within the terminal, which would otherwise wrap it', () => {
      const { written, stage } = stageOn(true, 20);
      stage.update({ done: '12,345 of 61,482', fraction: 0.2 });
      expect(written[0]).toBe('\rSending: 12,345 of…\u001b[K');
      stage.finish('Sent 61,482 transactions in 31 s');
    });
  });

  describe('in a log', () => {
    it('writes a plain line at once, then one every 5 s, and the closing line', () => {
      const { written, stage } = stageOn(false);
      for (let sent = 0; sent <= 100; sent += 10) {
        stage.update({ done: `${sent} of 100`, fraction: sent / 100 });
        vi.advanceTimersByTime(1_000);
      }
      stage.finish(`Sent 100 in ${formatDuration(stage.elapsed())}`);
      expect(written).toEqual([
        'Sending: 0 of 100 (0%), 0 s in',
        // Written by the timer, with what the work had said by then.
        'Sending: 40 of 100 (40%), 5 s in, about 5 s left',
        'Sending: 90 of 100 (90%), 10 s in',
        'Sent 100 in 11 s',
      ]);
    });

    it('writes a line every 5 s while the work is silent', () => {
      const { written, stage } = stageOn(false);
      stage.update({ done: '0', fraction: 0 });
      vi.advanceTimersByTime(12_000);
      expect(written).toEqual(['Sending: 0 (0%), 0 s in', 'Sending: 0 (0%), 5 s in', 'Sending: 0 (0%), 10 s in']);
      stage.finish('Sent nothing');
    });
  });
});
