import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { parseSiweMessage, type SiweMessage, validateSiweMessage } from 'viem/siwe';
import { referralAccessMessage } from '../../interface/auth';
import { iso, type ServiceContext } from '../context';
import { unauthorized } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import type { SignatureChecker } from './signatures';

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

type ParsedSiwe = ReturnType<typeof parseSiweMessage>;

/**
 * One of the message's two times, which EIP-4361 leaves optional (Expiration Time) or viem leaves
 * unchecked (an Issued At that is not a date): both are required here, and must be dates.
 */
function siweTime(m: ParsedSiwe, text: string, key: 'issuedAt' | 'expirationTime'): number {
  const label = key === 'issuedAt' ? 'Issued At' : 'Expiration Time';
  const at = m[key];
  if (at === undefined) {
    if (!new RegExp(`^${label}: `, 'm').test(text)) throw unauthorized(`The sign-in message must state its ${label}`);
    throw unauthorized('Not a Sign-In with Ethereum message');
  }
  if (Number.isNaN(at.getTime())) {
    throw unauthorized(`The sign-in message's ${label} is not a date (RFC 3339, e.g. 2026-03-10T12:00:00Z)`);
  }
  return at.getTime();
}

/**
 * Sign-In with Ethereum for the referral endpoints. Bearer tokens are random, stored only as hashes,
 * and live 24 hours; each nonce signs in once.
 */
export function createAuth(ctx: ServiceContext, signatures: SignatureChecker) {
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

  /** The message's own claims, checked against the service's clock, domains and chain. */
  function checkClaims(text: string, now: number): SiweMessage {
    const m = parseSiweMessage(text);
    if (!m.address || !m.domain) throw unauthorized('Not a Sign-In with Ethereum message');
    const issued = siweTime(m, text, 'issuedAt');
    const expires = siweTime(m, text, 'expirationTime');
    if (!m.nonce || !m.chainId || !m.uri || !m.version) throw unauthorized('Not a Sign-In with Ethereum message');
    if (!allowedDomains.has(m.domain)) throw unauthorized(`Sign-in is not accepted for ${m.domain}`);
    if (m.chainId !== config.chainId) throw unauthorized(`Sign-in must be for chain ${config.chainId}`);
    if (expires <= issued || expires - issued > MAX_MESSAGE_LIFETIME_MS) {
      throw unauthorized('The sign-in message must expire within 10 minutes after it is issued');
    }
    if (issued > now + CLOCK_SKEW_MS) {
      throw unauthorized('The sign-in message is issued in the future: sign the times GET /api/auth/nonce gives');
    }
    if (expires <= now) throw unauthorized('The sign-in message has expired');
    // The rest of EIP-4361 (version, nonce form, Not Before), as viem reads it.
    if (!validateSiweMessage({ message: m, time: new Date(now) })) {
      throw unauthorized('The sign-in message is malformed or not valid yet');
    }
    return m as SiweMessage;
  }

  async function verifySiwe(text: string, signature: string) {
    const now = clock();
    const m = checkClaims(text, now);
    if (!(await signatures.signedBy(m.address, text, signature))) {
      throw unauthorized('The signature does not match the message');
    }
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
      if (await signatures.signedBy(address, referralAccessMessage(address, at), signature)) {
        return address.toLowerCase();
      }
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
      return { nonce, issued_at: iso(now), expires_at: iso(now + NONCE_TTL_MS) };
    });
    route('authVerify', async ({ body }) => issueSession(await verifySiwe(body.message, body.signature)));
  }

  return { caller, routes };
}
