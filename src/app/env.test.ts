import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('points at the local stack by default', () => {
    expect(parseEnv({})).toMatchObject({
      launchApiUrl: 'http://127.0.0.1:8787',
      swapApiUrl: 'http://127.0.0.1:8788',
      chainId: 31337,
      // The chain's own RPC then (src/lib/app-chain.ts).
      rpcUrl: undefined,
      isLocalChain: true,
      explorerUrl: undefined,
      walletConnectProjectId: undefined,
      turnstileSiteKey: undefined,
      humanCheckDevToken: 'local-dev-pass',
      logRangeBlocks: 10_000,
    });
  });

  it('reads the log range in blocks, a positive whole number', () => {
    expect(parseEnv({ VITE_LOG_RANGE_BLOCKS: '2000' }).logRangeBlocks).toBe(2_000);
    expect(() => parseEnv({ VITE_LOG_RANGE_BLOCKS: '0' })).toThrow();
    expect(() => parseEnv({ VITE_LOG_RANGE_BLOCKS: '1.5' })).toThrow();
  });

  it('takes the human-check development token from the environment, trimmed; blank means the default', () => {
    expect(parseEnv({ VITE_TURNSTILE_DEV_TOKEN: ' other-pass ' }).humanCheckDevToken).toBe('other-pass');
    expect(parseEnv({ VITE_TURNSTILE_DEV_TOKEN: '  ' }).humanCheckDevToken).toBe('local-dev-pass');
  });

  it('reads real deployments and trims trailing slashes and blanks', () => {
    const env = parseEnv({
      VITE_LAUNCH_API_URL: 'https://launch.example/',
      VITE_CHAIN_ID: '8453',
      VITE_EXPLORER_URL: 'https://scan.example//',
      VITE_WALLETCONNECT_PROJECT_ID: '  ',
    });
    expect(env).toMatchObject({
      launchApiUrl: 'https://launch.example',
      chainId: 8453,
      isLocalChain: false,
      explorerUrl: 'https://scan.example',
      walletConnectProjectId: undefined,
    });
  });

  it('refuses a malformed URL instead of running against it', () => {
    expect(() => parseEnv({ VITE_SWAP_API_URL: 'not a url' })).toThrow();
    expect(() => parseEnv({ VITE_RPC_URL: 'not a url' })).toThrow();
  });

  it('takes the RPC from VITE_RPC_URL; blank counts as unset', () => {
    expect(parseEnv({ VITE_RPC_URL: 'https://rpc.example' }).rpcUrl).toBe('https://rpc.example');
    expect(parseEnv({ VITE_RPC_URL: '  ' }).rpcUrl).toBeUndefined();
  });
});

describe('VITE_RPC_WS_URL', () => {
  it('is optional (blank counts as unset) and must be a ws: or wss: address', () => {
    expect(parseEnv({}).rpcWsUrl).toBeUndefined();
    expect(parseEnv({ VITE_RPC_WS_URL: '  ' }).rpcWsUrl).toBeUndefined();
    expect(parseEnv({ VITE_RPC_WS_URL: 'ws://127.0.0.1:8545' }).rpcWsUrl).toBe('ws://127.0.0.1:8545');
    expect(parseEnv({ VITE_RPC_WS_URL: 'wss://rpc.example/ws' }).rpcWsUrl).toBe('wss://rpc.example/ws');
    expect(() => parseEnv({ VITE_RPC_WS_URL: 'http://127.0.0.1:8545' })).toThrow();
  });
});
