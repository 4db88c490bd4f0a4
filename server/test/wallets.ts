/** Test wallets (Anvil's well-known first keys) and the signatures the launch service checks. */
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { referralAccessMessage, signInMessage } from '../../interface/auth';
import { chatSigningMessage } from '../../interface/chat';

/** Anvil's first five development keys: public knowledge, never used for anything of value. */
const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
] as const;

export const wallets: PrivateKeyAccount[] = ANVIL_KEYS.map((k) => privateKeyToAccount(k));

/** The lowercase address of a wallet: what the services store and answer. */
export const addr = (w: PrivateKeyAccount) => w.address.toLowerCase();

/** The domain of the first default CORS origin: the one SIWE messages must name. */
const SIWE_DOMAIN = 'localhost:5173';

/** The chat post's signature of `message` at `signedAt` (unix seconds). */
export function signChat(w: PrivateKeyAccount, tokenAddress: string, message: string, signedAt: number) {
  return w.signMessage({ message: chatSigningMessage(tokenAddress, signedAt, message) });
}

/** `Authorization: Signature <address>:<secs>:<sig>` for the referral endpoints. */
export async function signatureAuth(w: PrivateKeyAccount, nowMs: number, secs = Math.floor(nowMs / 1000)) {
  const signature = await w.signMessage({ message: referralAccessMessage(w.address, secs) });
  return `Signature ${w.address}:${secs}:${signature}`;
}

export interface SiweOptions {
  nonce: string;
  nowMs: number;
  domain?: string;
  chainId?: number;
  lifetimeMs?: number;
}

/** The app's sign-in message (interface/auth.ts) for `who`: a wallet, or any address its owner signs for. */
export function siweMessage(who: { address: `0x${string}` }, o: SiweOptions) {
  const domain = o.domain ?? SIWE_DOMAIN;
  return signInMessage({
    address: who.address,
    chainId: o.chainId ?? 31337,
    domain,
    uri: `http://${domain}`,
    nonce: o.nonce,
    issuedAt: new Date(o.nowMs),
    expiresAt: new Date(o.nowMs + (o.lifetimeMs ?? 5 * 60_000)),
  });
}
