import { resolve } from 'node:path';
import { z } from '../interface/zod';
import { DEFAULT_DEPLOYMENTS_DIR } from './chain/address-books';
import { REORG_WINDOW } from './chain/indexer';

const DEV_ORIGINS = [5173, 4173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const list = (fallback: string[]) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((s: string | undefined) =>
      s
        ? s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : fallback,
    ),
  );

/** A port: 0 (any free one) to 65535. */
const port = z.coerce.number().check(z.int(), z.gte(0), z.lte(65535));

const envSchema = z.object({
  HOST: z._default(z.string(), '127.0.0.1'),
  LAUNCH_PORT: z._default(port, 8787),
  SWAP_PORT: z._default(port, 8788),
  DATABASE_PATH: z._default(z.string(), '.data/launchdeck.sqlite'),
  SIMULATE: z._default(z.enum(['0', '1']), '1'),
  /**
   * With SIMULATE=1: a token that trades every 1–2 s besides the rest of the simulated market, as a
   * busy token does (a bench of the token page under load). `first`: the busiest of the last hours.
   */
  BUSY_TOKEN: z.optional(z.union([z.literal('first'), z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))])),
  SEED: z._default(z.coerce.number().check(z.int()), 20261122),
  CORS_ORIGINS: list(DEV_ORIGINS),
  CHAT_API_KEYS: list(['local-dev-key']),
  TURNSTILE_SECRET_KEY: z.optional(z.string()),
  TURNSTILE_DEV_TOKEN: z._default(z.string(), 'local-dev-pass'),
  CHAIN_ID: z._default(z.coerce.number().check(z.int(), z.positive()), 31337),
  /** JSON-RPC of that chain: smart-contract wallets' signatures (ERC-1271, ERC-6492) are checked there. */
  RPC_URL: z._default(z.url(), 'http://127.0.0.1:8545'),
  /** Blocks the indexer leaves unread behind the chain's head, where a reorg could still replace them (confirmationsFor). */
  CONFIRMATIONS: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  /**
   * The chain's seconds between blocks, for the health endpoint's judgement (measured from the chain's
   * last blocks when unset; none on the local chain, which mines on demand).
   */
  BLOCK_TIME_SECONDS: z.optional(z.coerce.number().check(z.positive())),
  /** The folder of the deployment records (`npm run deploy` writes <chainId>.json there): a chain other than 31337 takes its address book from it. */
  DEPLOYMENTS_DIR: z.optional(z.string()),
  /** The genesis folder the local chain was loaded from (set by `npm start`): a new database takes its chat and referrals. */
  GENESIS_DIR: z.optional(z.string()),
  /** Where browsers reach the launch service; logo URLs are built on it. */
  LAUNCH_PUBLIC_URL: z.optional(z.url()),
  /**
   * Proxies (addresses or ranges such as 10.0.0.0/8) whose X-Forwarded-For names the client: behind
   * one, the per-IP limits count each client's address instead of the proxy's. None by default.
   */
  TRUSTED_PROXIES: list([]),
  /** `off` only for benchmarks, which measure throughput rather than the limits. */
  RATE_LIMITS: z._default(z.enum(['on', 'off']), 'on'),
  /** `off` only for benchmarks that measure the queries behind the response cache. */
  RESPONSE_CACHE: z._default(z.enum(['on', 'off']), 'on'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * CONFIRMATIONS, or its default: 0 on the local chain (Anvil reorganises only when a test asks);
 * 2 on any other, where a sequencer or a validator may replace the last block or two, so that
 * rollbacks are rare (they still work below that). The indexer keeps blocks undoable only within
 * REORG_WINDOW of the tip: at that many confirmations or more, every block it reads is already
 * below the window, nothing is logged, and a reorganisation could never be rolled back.
 */
function confirmationsFor(chainId: number, asked: number | undefined): number {
  if (asked !== undefined && asked >= REORG_WINDOW) {
    throw new Error(
      `CONFIRMATIONS=${asked} is refused: it must be below ${REORG_WINDOW}. The indexer keeps the last ${REORG_WINDOW} blocks undoable; ` +
        'reading that far behind the head, it would write every block below them without its undo log, and a reorganisation could not be rolled back.',
    );
  }
  return asked ?? (chainId === 31337 ? 0 : 2);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.parse(env);
  return {
    host: e.HOST,
    launchPort: e.LAUNCH_PORT,
    swapPort: e.SWAP_PORT,
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : resolve(e.DATABASE_PATH),
    simulate: e.SIMULATE === '1',
    /** 'first' or a lowercase address, as the index keeps them. */
    busyToken: e.BUSY_TOKEN?.toLowerCase(),
    seed: e.SEED,
    corsOrigins: e.CORS_ORIGINS,
    chatApiKeys: e.CHAT_API_KEYS,
    turnstileSecret: e.TURNSTILE_SECRET_KEY,
    turnstileDevToken: e.TURNSTILE_DEV_TOKEN,
    chainId: e.CHAIN_ID,
    rpcUrl: e.RPC_URL,
    confirmations: confirmationsFor(e.CHAIN_ID, e.CONFIRMATIONS),
    blockTimeSeconds: e.BLOCK_TIME_SECONDS,
    genesisDir: e.GENESIS_DIR,
    deploymentsDir: resolve(e.DEPLOYMENTS_DIR ?? DEFAULT_DEPLOYMENTS_DIR),
    /** Where browsers reach the launch service; when unset, the address it listens on (known once started). */
    launchPublicUrl: (e.LAUNCH_PUBLIC_URL ?? `http://${e.HOST}:${e.LAUNCH_PORT}`).replace(/\/$/, ''),
    launchPublicUrlIsSet: e.LAUNCH_PUBLIC_URL !== undefined,
    trustedProxies: e.TRUSTED_PROXIES,
    rateLimits: e.RATE_LIMITS === 'on',
    responseCache: e.RESPONSE_CACHE === 'on',
  };
}
