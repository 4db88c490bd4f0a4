import { resolve } from 'node:path';
import { z } from 'zod';

const DEV_ORIGINS = [5173, 4173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const list = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : fallback,
    );

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  LAUNCH_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  SWAP_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  DATABASE_PATH: z.string().default('.data/launchdeck.sqlite'),
  SIMULATE: z.enum(['0', '1']).default('1'),
  SEED: z.coerce.number().int().default(20261122),
  CORS_ORIGINS: list(DEV_ORIGINS),
  CHAT_API_KEYS: list(['local-dev-key']),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_DEV_TOKEN: z.string().default('local-dev-pass'),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
  /** JSON-RPC of that chain: smart-contract wallets' signatures (ERC-1271, ERC-6492) are checked there. */
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  /** Blocks the indexer leaves unread behind the chain's head, where a reorg could still replace them. */
  CONFIRMATIONS: z.coerce.number().int().min(0).default(0),
  /** The genesis folder the local chain was loaded from (set by `npm start`): a new database takes its chat and referrals. */
  GENESIS_DIR: z.string().optional(),
  /** Where browsers reach the launch service; logo URLs are built on it. */
  LAUNCH_PUBLIC_URL: z.string().url().optional(),
  /** `off` only for benchmarks, which measure throughput rather than the limits. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** `off` only for benchmarks that measure the queries behind the response cache. */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.parse(env);
  return {
    host: e.HOST,
    launchPort: e.LAUNCH_PORT,
    swapPort: e.SWAP_PORT,
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : resolve(e.DATABASE_PATH),
    simulate: e.SIMULATE === '1',
    seed: e.SEED,
    corsOrigins: e.CORS_ORIGINS,
    chatApiKeys: e.CHAT_API_KEYS,
    turnstileSecret: e.TURNSTILE_SECRET_KEY,
    turnstileDevToken: e.TURNSTILE_DEV_TOKEN,
    chainId: e.CHAIN_ID,
    rpcUrl: e.RPC_URL,
    confirmations: e.CONFIRMATIONS,
    genesisDir: e.GENESIS_DIR,
    /** Where browsers reach the launch service; when unset, the address it listens on (known once started). */
    launchPublicUrl: (e.LAUNCH_PUBLIC_URL ?? `http://${e.HOST}:${e.LAUNCH_PORT}`).replace(/\/$/, ''),
    launchPublicUrlIsSet: e.LAUNCH_PUBLIC_URL !== undefined,
    rateLimits: e.RATE_LIMITS === 'on',
    responseCache: e.RESPONSE_CACHE === 'on',
  };
}
