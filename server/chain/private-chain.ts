/** A private Anvil on a free port (a test file's, the genesis's): `const chain = await startPrivateChain()`, `chain.stop()` after. */
import { createServer } from 'node:net';
import { startAnvil } from '../../scripts/anvil.mjs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * WHY the retries: the free port is released before Anvil takes it, so another process (a test file
 * running beside this one) may take it meanwhile; that chain is never shared, a new port is tried.
 * Aborting `signal`, while it starts or later, stops the chain.
 */
export async function startPrivateChain(
  args: readonly string[] = [],
  options: { readyTimeoutMs?: number; signal?: AbortSignal } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAnvil({ port: await freePort(), log: () => {}, args: [...args], reuse: false, ...options });
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== 'PORT_TAKEN') throw error;
    }
  }
}
