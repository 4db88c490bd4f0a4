import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { referralAccessMessage } from '../../interface/auth';
import { iso, type ServiceContext } from '../context';
import { unauthorized } from '../http/errors';
import type { createServiceApp } from '../http/service-app';

type Route = ReturnType<typeof createServiceApp>['route'];

const NONCE_TTL_MS = 10 * 60_000;
const MAX_MESSAGE_LIFETIME_MS = 10 * 60_000;
const SESSION_TTL_MS = 24 * 3_600_000;
const SIGNATURE_HEADER_TTL_S = 5 * 60;
const CLOCK_SKEW_MS = 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const NONCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function newNonce(): string {
  return [...randomBytes(17)].map((b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}

async function signedBy(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

/**
 * Sign-In with Ethereum for the referral endpoints. Bearer tokens are random, stored only as hashes,
 * and live 24 hours; each nonce signs in once.
 */
export function createAuth(ctx: ServiceContext) {
  const { db, clock, config } = ctx;
  const allowedDomains = new Set(config.corsOrigins.map((o) => new URL(o).host));
  const q = {
    putNonce: db.prepare('INSERT INTO auth_nonces (nonce, expires_at) VALUES (?, ?)'),
    takeNonce: db.prepare('DELETE FROM auth_nonces WHERE nonce = ? AND expires_at > ?'),
    sweepNonces: db.prepare('DELETE FROM auth_nonces WHERE expires_at <= ?'),
    putSession: db.prepare('INSERT INTO auth_sessions (token_hash, address, expires_at) VALUES (?, ?, ?)'),
    session: db.prepare<[string, number], { address: string }>(
      'SELECT address FROM auth_sessions WHERE token_hash = ? AND expires_at > ?',
    ),
    sweepSessions: db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?'),
  };

  async function verifySiwe(message: string, signature: string) {
    const now = clock();
    let m: ReturnType<typeof parseSiweMessage>;
    try {
      m = parseSiweMessage(message);
    } catch {
      throw unauthorized('Not a Sign-In with Ethereum message');
    }
    if (!m.address || !m.nonce || !m.domain || !m.chainId) throw unauthorized('Not a Sign-In with Ethereum message');
    if (!allowedDomains.has(m.domain)) throw unauthorized(`Sign-in is not accepted for ${m.domain}`);
    if (m.chainId !== config.chainId) throw unauthorized(`Sign-in must be for chain ${config.chainId}`);
    const issued = m.issuedAt?.getTime() ?? now;
    const expires = m.expirationTime?.getTime();
    if (!expires || expires - issued > MAX_MESSAGE_LIFETIME_MS) {
      throw unauthorized('The sign-in message must expire within 10 minutes');
    }
    if (expires <= now || issued > now + CLOCK_SKEW_MS) throw unauthorized('The sign-in message has expired');
    if (m.notBefore && m.notBefore.getTime() > now + CLOCK_SKEW_MS)
      throw unauthorized('The sign-in message is not valid yet');
    if (!(await signedBy(m.address, message, signature)))
      throw unauthorized('The signature does not match the message');
    if (q.takeNonce.run(m.nonce, now).changes === 0) throw unauthorized('The nonce is unknown, used or expired');
    return m.address.toLowerCase();
  }

  function issueSession(address: string) {
    const now = clock();
    q.sweepSessions.run(now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    q.putSession.run(sha256(token), address, expiresAt);
    return { token, address, expires_at: iso(expiresAt) };
  }

  /** The address an `Authorization` header proves, or 401. */
  async function caller(c: Context): Promise<string> {
    const header = c.req.header('Authorization') ?? '';
    const [rawScheme = '', value = ''] = header.split(/\s+/, 2);
    // Auth schemes are case-insensitive (RFC 9110).
    const scheme = rawScheme.toLowerCase();
    if (scheme === 'bearer' && value) {
      const session = q.session.get(sha256(value), clock());
      if (session) return session.address;
      throw unauthorized('The bearer token is unknown or expired: sign in again');
    }
    if (scheme === 'signature' && value) {
      const [address = '', seconds = '', signature = ''] = value.split(':');
      const at = Number(seconds);
      const age = clock() / 1000 - at;
      if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !Number.isInteger(at))
        throw unauthorized('Malformed Signature header');
      if (age > SIGNATURE_HEADER_TTL_S || age < -CLOCK_SKEW_MS / 1000) throw unauthorized('The signature has expired');
      if (await signedBy(address, referralAccessMessage(address, at), signature)) return address.toLowerCase();
      throw unauthorized('The signature does not match the address');
    }
    throw unauthorized('Authorization required: Bearer <token> or Signature <address>:<unix seconds>:<signature>');
  }

  function routes(route: Route) {
    route('authNonce', () => {
      const now = clock();
      q.sweepNonces.run(now);
      const nonce = newNonce();
      q.putNonce.run(nonce, now + NONCE_TTL_MS);
      return { nonce };
    });
    route('authVerify', async ({ body }) => issueSession(await verifySiwe(body.message, body.signature)));
  }

  return { caller, routes };
}
