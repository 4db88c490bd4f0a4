/**
 * A forward proxy of one test's own, between it and the services: as a reverse proxy does in a
 * deployment, it sends each request on with the client's address in X-Forwarded-For, which the e2e
 * services trust from 127.0.0.1 (TRUSTED_PROXIES, e2e/stack.ts). WHY a proxy and not `page.route`:
 * a route makes Playwright pause every request of the page, its scripts included, and turns the HTTP
 * cache off, which cost a fifth more time per test on this machine.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ClientProxy {
  /** `http://127.0.0.1:<port>`, for the context's `proxy.server`. */
  url: string;
  close: () => Promise<void>;
}

export async function startClientProxy(clientAddress: string): Promise<ClientProxy> {
  const server = createServer((incoming, answer) => {
    // The browser asks for whole URLs; a tunnel's requests (below) name only their path.
    const path = incoming.url ?? '/';
    const target = path.startsWith('http:') ? path : `http://${incoming.headers.host}${path}`;
    const { 'proxy-connection': _, ...headers } = incoming.headers;
    const outgoing = request(
      target,
      { method: incoming.method, headers: { ...headers, 'x-forwarded-for': clientAddress } },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, upstream.rawHeaders);
        upstream.pipe(answer);
      },
    );
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  // Playwright's own requests (the `request` fixture, `page.request`, `route.fetch`) open a tunnel
  // even to an http: URL. The tunnel's requests are read as any other, so they name the client too.
  server.on('connect', (_request, socket, head) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
