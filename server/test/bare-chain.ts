/**
 * A bare Anvil that stands for a remote chain (chain id 84532, Base Sepolia's, unless told): nothing
 * of ours deployed, only what Anvil preinstalls (the CREATE2 deployer among it). One per test file:
 * `const chain = await startBareChain()` in beforeAll, `chain.stop()` after.
 */
import { spawn } from 'node:child_process';
import { findAnvil, probeChainId } from '../../scripts/anvil.mjs';
import { freePort } from '../chain/private-chain';

export async function startBareChain(chainId = 84532) {
  const binary = await findAnvil();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(
      binary,
      ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
      {
        stdio: 'ignore',
      },
    );
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    const stop = () => {
      if (!exited) child.kill('SIGKILL');
    };
    const deadline = Date.now() + 20_000;
    while (!exited && Date.now() < deadline && (await probeChainId(url)) !== chainId) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if ((await probeChainId(url)) === chainId && !exited) return { url, chainId, stop };
    stop();
    // WHY the retries: the free port may be taken by another process before Anvil binds it.
    if (attempt >= 3) throw new Error(`Anvil did not start on chain ${chainId} (${url})`);
  }
}
