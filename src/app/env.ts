import { z } from '@interface/zod';

/**
 * The app's configuration, parsed once. This is the only reader of `import.meta.env`; everything else
 * imports `env`. Every variable has a default that points at the local stack, but for the RPC: its
 * default is the chain's own (src/lib/app-chain.ts; the local chain's is 127.0.0.1:8545).
 */
const url = z.url();
const optional = z.pipe(
  z.optional(z.string()),
  z.transform((s: string | undefined) => (s?.trim() ? s.trim() : undefined)),
);

const schema = z.object({
  VITE_LAUNCH_API_URL: z._default(url, 'http://127.0.0.1:8787'),
  VITE_SWAP_API_URL: z._default(url, 'http://127.0.0.1:8788'),
  VITE_CHAIN_ID: z._default(z.coerce.number().check(z.int(), z.positive()), 31337),
  // Unset: the chain's own RPC (viem's public one for a chain it knows); a custom chain's build requires it.
  VITE_RPC_URL: z.optional(z.pipe(optional, z.optional(url))),
  VITE_EXPLORER_URL: optional,
  VITE_CHAT_API_KEY: z._default(z.string(), 'local-dev-key'),
  VITE_TURNSTILE_SITE_KEY: optional,
  // Blank counts as unset, like the optional variables: an empty token could never pass anyway.
  VITE_TURNSTILE_DEV_TOKEN: z.pipe(
    optional,
    z.transform((s: string | undefined) => s ?? 'local-dev-pass'),
  ),
  VITE_WALLETCONNECT_PROJECT_ID: optional,
  // 10,000 blocks: what public RPCs commonly allow one eth_getLogs to span (many allow less).
  VITE_LOG_RANGE_BLOCKS: z._default(z.coerce.number().check(z.int(), z.positive()), 10_000),
  // Optional: the live market then hears of each block over a WebSocket (eth_subscribe newHeads)
  // instead of polling the HTTP RPC for it.
  VITE_RPC_WS_URL: z.optional(z.pipe(optional, z.optional(z.url({ protocol: /^wss?$/ })))),
});

export function parseEnv(source: Record<string, unknown>) {
  const e = schema.parse(source);
  const trim = (u: string) => u.replace(/\/+$/, '');
  return {
    launchApiUrl: trim(e.VITE_LAUNCH_API_URL),
    swapApiUrl: trim(e.VITE_SWAP_API_URL),
    chainId: e.VITE_CHAIN_ID,
    /** The RPC set for the build; unset: the chain's own (src/lib/app-chain.ts's appRpcUrl is the one used). */
    rpcUrl: e.VITE_RPC_URL,
    explorerUrl: e.VITE_EXPLORER_URL ? trim(e.VITE_EXPLORER_URL) : undefined,
    chatApiKey: e.VITE_CHAT_API_KEY,
    turnstileSiteKey: e.VITE_TURNSTILE_SITE_KEY,
    /**
     * Sent as the human-check token when no Turnstile site key is configured: the local services
     * (without a Turnstile secret) accept only their TURNSTILE_DEV_TOKEN, `local-dev-pass` by default.
     * A real deployment sets a site key, and its services refuse this token.
     */
    humanCheckDevToken: e.VITE_TURNSTILE_DEV_TOKEN,
    walletConnectProjectId: e.VITE_WALLETCONNECT_PROJECT_ID,
    /** The most blocks one log read (eth_getLogs) spans: src/lib/log-pages.ts reads in ranges of this. */
    logRangeBlocks: e.VITE_LOG_RANGE_BLOCKS,
    /** A WebSocket RPC (ws: or wss:) for the live market's new blocks and reads; unset: poll VITE_RPC_URL. */
    rpcWsUrl: e.VITE_RPC_WS_URL,
    /** The local Anvil chain: the development wallet with its funded test accounts is offered there only. */
    isLocalChain: e.VITE_CHAIN_ID === 31337,
  };
}

// Outside Vite (the live market's reader measured in Node) there is no import.meta.env: the defaults.
export const env = parseEnv(import.meta.env ?? {});
