/** A private Anvil per test file, on a free port: `const chain = await startTestChain()`, `chain.stop()` after. */
import { createServer } from 'node:net';
import { startAnvil } from '../../scripts/anvil.mjs';

function freePort(): Promise<number> {
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

export async function startTestChain(args: readonly string[] = []) {
  return startAnvil({ port: await freePort(), log: () => {}, args: [...args] });
}
