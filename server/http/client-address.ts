/**
 * Whose budget a request spends (the per-IP rate limits) and who the human check asks about: the
 * address the connection comes from, or, when that is a proxy the operator trusts (TRUSTED_PROXIES),
 * the client's address as the proxies forwarded it in X-Forwarded-For. WHY only then: anyone can send
 * the header, so only the hops added by trusted proxies are believed, read from the right (each proxy
 * appends the address it saw) up to the first address that is not a trusted proxy: the client. Behind
 * a proxy and without the setting, every visitor would spend the proxy's one budget.
 */
import { BlockList, isIP } from 'node:net';

/** `::ffff:1.2.3.4` (an IPv4 client of a dual-stack socket) is 1.2.3.4; IPv6 in lower case. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The proxies as a list, each an address (`10.0.0.7`, `::1`) or a range (`10.0.0.0/8`). Throws on anything else. */
function trustedList(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix, extra] = entry.split('/');
    const ip = normalise(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = isIP(ip) === 6 ? 128 : 32;
    const valid =
      isIP(ip) !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d+$/.test(prefix!) && Number.isInteger(bits) && bits <= maxBits));
    if (!valid) throw new Error(`TRUSTED_PROXIES: ${entry} is neither an IP address nor a range such as 10.0.0.0/8`);
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, bits, family(ip));
  }
  return list;
}

/**
 * `(peer, forwardedFor) => client`: `peer` is the connection's address, `forwardedFor` the request's
 * X-Forwarded-For header. With no trusted proxies (the default), always the peer.
 */
export function createClientAddress(trustedProxies: readonly string[]) {
  const trusted = trustedList(trustedProxies);
  const isTrusted = (address: string) => isIP(address) !== 0 && trusted.check(address, family(address));
  return function clientAddress(peer: string, forwardedFor: string | undefined): string {
    let client = normalise(peer);
    if (forwardedFor === undefined || !isTrusted(client)) return client;
    const hops = forwardedFor.split(',');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalise(hops[i]!);
      // Not an address (a port, a name, junk): the proxy that wrote it cannot be understood, and
      // the last hop that could is the answer.
      if (isIP(hop) === 0) return client;
      client = hop;
      if (!isTrusted(hop)) return hop;
    }
    return client;
  };
}
