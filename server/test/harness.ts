/**
 * Both services on free ports over one fresh in-memory database, with a clock the test moves.
 * One harness per test file: `const h = await startHarness()` in beforeAll, `h.close()` in afterAll.
 */
import { expect } from 'vitest';
import { errorBodySchema } from '../../interface/common';
import type { z } from '../../interface/zod';
import { createServices, startServices } from '../app';
import { loadConfig } from '../config';
import { createMarket } from './market';

export { addr, signatureAuth, signChat, siweMessage, wallets } from './wallets';

/** 2026-03-10 12:00:00 UTC: far from a UTC midnight, so "today" stays today while tests move time. */
export const START = Date.UTC(2026, 2, 10, 12, 0, 0);
export const CHAT_KEY = 'test-chat-key';
export const HUMAN_TOKEN = 'test-human-pass';
export const PUBLIC_URL = 'http://launch.test';
/** Nothing listens there: a check that needs the chain finds it unreachable unless a test starts one. */
const UNREACHABLE_RPC = 'http://127.0.0.1:1';
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

interface FakeClock {
  now: number;
  advance(ms: number): void;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export async function startHarness(env: Record<string, string> = {}) {
  const clock: FakeClock = {
    now: START,
    advance(ms) {
      this.now += ms;
    },
  };
  const config = loadConfig({
    DATABASE_PATH: ':memory:',
    LAUNCH_PORT: '0',
    SWAP_PORT: '0',
    SIMULATE: '0',
    CHAT_API_KEYS: CHAT_KEY,
    TURNSTILE_DEV_TOKEN: HUMAN_TOKEN,
    LAUNCH_PUBLIC_URL: PUBLIC_URL,
    RPC_URL: UNREACHABLE_RPC,
    ...env,
  });
  const built = createServices(config, () => clock.now);
  const services = await startServices(built, config);

  async function call(base: string, path: string, init: RequestInit = {}): Promise<Reply> {
    const res = await fetch(`${base}${path}`, init);
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, text, body };
  }

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(base, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    clock,
    config,
    ctx: built.ctx,
    db: built.ctx.db,
    ingest: built.ctx.ingest,
    registry: built.registry,
    market: createMarket(built.ctx.ingest, built.registry, () => clock.now),
    launchUrl: services.launchUrl,
    swapUrl: services.swapUrl,
    launch: (path: string, init?: RequestInit) => call(services.launchUrl, path, init),
    swap: (path: string, init?: RequestInit) => call(services.swapUrl, path, init),
    launchPost: (path: string, body: unknown, headers?: Record<string, string>) =>
      post(services.launchUrl, path, body, headers),
    /** Moves past every one-minute rate-limit window. */
    nextMinute: () => clock.advance(MINUTE + 1000),
    close: () => services.close(),
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** Asserts a 200 and parses the body with an interface schema. */
export function ok<S extends z.ZodMiniType>(r: Reply, schema: S): z.output<S> {
  expect(r.status, r.text).toBe(200);
  const parsed = schema.safeParse(r.body);
  if (!parsed.success) throw new Error(`response does not match the schema: ${parsed.error.message}\n${r.text}`);
  return parsed.data;
}

/** Asserts the decisions' failure: status, error.code and (when given) the fields named in details. */
export function failure(r: Reply, status: number, code: string, fields?: string[]) {
  expect(r.status, r.text).toBe(status);
  const body = errorBodySchema.parse(r.body);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (fields) {
    expect([...new Set(body.error.details?.map((d) => d.field))].sort()).toEqual([...new Set(fields)].sort());
  }
  return body.error;
}

/** A query string from an object; undefined values are left out. */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number | boolean] => e[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** YYYY-MM-DD of a moment, UTC. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
