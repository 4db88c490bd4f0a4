/**
 * A JSON-RPC proxy in front of a local chain that answers like a public full node, which keeps no
 * past states: a state read at a numbered block (eth_getCode, eth_call… with a block number rather
 * than `latest`) is refused with geth's "missing trie node" error; everything else is forwarded. It
 * counts the refusals, so a test can tell a reader never needed an archive node.
 *
 *   const rpc = await startPrunedRpc(chain.url);
 *   … read through rpc.url …
 *   expect(rpc.refused).toBe(0);
 *   await rpc.close();
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Call {
  jsonrpc: '2.0';
  id: number | string | null;
  method: string;
  params?: unknown[];
}

/** The state reads, by method, and where their block parameter is. */
const STATE_READS: Record<string, number> = {
  eth_getCode: 1,
  eth_getBalance: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_call: 1,
  eth_estimateGas: 1,
};

const isPastState = (call: Call) => {
  const at = STATE_READS[call.method];
  const block = at === undefined ? undefined : call.params?.[at];
  // WHY any number counts: the local chain is far shorter than the 128 recent states a full node keeps.
  return typeof block === 'string' && block.startsWith('0x');
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPrunedRpc(target: string) {
  let refused = 0;
  const answer = async (call: Call) => {
    if (isPastState(call)) {
      refused++;
      return { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'missing trie node 0x… (path )' } };
    }
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(call),
    });
    return response.json();
  };
  const server = createServer(async (request, response) => {
    try {
      const parsed = JSON.parse(await readBody(request)) as Call | Call[];
      const body = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`pruned rpc: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
