/**
 * Smart-contract wallets (ERC-1271, and ERC-6492 before deployment) sign in, chat and use the
 * `Signature` header: a real wallet contract on a private Anvil, checked through the chain's RPC.
 */
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  publicActions,
  serializeErc6492Signature,
} from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceResponseSchema, referralAccessMessage, sessionSchema } from '../../interface/auth';
import { chatMessageSchema } from '../../interface/chat';
import { referralCodeSchema, registerResponseSchema } from '../../interface/referral';
import { startPrivateChain } from '../chain/private-chain';
import { type CompiledContract, compileSolidity } from '../chain/solc';
import {
  CHAT_KEY,
  failure,
  type Harness,
  HUMAN_TOKEN,
  ok,
  signatureAuth,
  signChat,
  siweMessage,
  startHarness,
  wallets,
} from '../test/harness';

const [deployer, owner, stranger, later] = [wallets[0]!, wallets[1]!, wallets[2]!, wallets[3]!];
const SALT = `0x${'00'.repeat(31)}01` as Hex;

let chain: Awaited<ReturnType<typeof startPrivateChain>> | undefined;
let h: Harness;
let factory: CompiledContract & { address: Address };
/** Deployed, owned by `owner`. */
let wallet: Address;
/** Owned by `later`, not deployed: its signatures are ERC-6492 wrapped. */
let undeployed: Address;

async function deployWallets(rpcUrl: string) {
  const client = createWalletClient({ account: deployer, chain: foundry, transport: http(rpcUrl) }).extend(
    publicActions,
  );
  const { Erc1271WalletFactory } = compileSolidity(['contracts/test-wallets/Erc1271WalletFactory.sol']);
  const { abi, bytecode } = Erc1271WalletFactory!;
  const created = await client.waitForTransactionReceipt({ hash: await client.deployContract({ abi, bytecode }) });
  factory = { abi, bytecode, address: created.contractAddress! };
  const at = (who: Address) =>
    client.readContract({
      address: factory.address,
      abi,
      functionName: 'walletAddress',
      args: [who, SALT],
    }) as Promise<Address>;
  const deployed = await client.writeContract({
    address: factory.address,
    abi,
    functionName: 'deploy',
    args: [owner.address, SALT],
  });
  await client.waitForTransactionReceipt({ hash: deployed });
  wallet = await at(owner.address);
  undeployed = await at(later.address);
  expect(await client.getCode({ address: wallet })).toMatch(/^0x[0-9a-f]{10,}/);
  return client;
}

let client: Awaited<ReturnType<typeof deployWallets>>;

beforeAll(async () => {
  chain = await startPrivateChain();
  client = await deployWallets(chain.url);
  h = await startHarness({ RPC_URL: chain.url });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
});

const nonce = async () => ok(await h.launch('/api/auth/nonce'), nonceResponseSchema).nonce;
const verify = (b: unknown) => h.launchPost('/api/auth/verify', b);

describe('a deployed contract wallet (ERC-1271)', () => {
  it('signs in with its owner’s signature, and not with anyone else’s', async () => {
    const message = siweMessage({ address: wallet }, { nonce: await nonce(), nowMs: h.clock.now });
    const s = ok(await verify({ message, signature: await owner.signMessage({ message }) }), sessionSchema);
    expect(s.address).toBe(wallet.toLowerCase());
    const other = siweMessage({ address: wallet }, { nonce: await nonce(), nowMs: h.clock.now });
    const refused = failure(
      await verify({ message: other, signature: await stranger.signMessage({ message: other }) }),
      401,
      'UNAUTHORIZED',
    );
    expect(refused.message).toMatch(/does not match/);
  });

  it('posts chat as itself when it names itself the sender', async () => {
    h.nextMinute();
    const token = h.market.createToken();
    const signedAt = Math.floor(h.clock.now / 1000);
    const post = async (signer: typeof owner, message: string) =>
      h.launchPost(
        '/api/chat',
        {
          token: HUMAN_TOKEN,
          tokenAddress: token,
          message,
          signedAt,
          sender: wallet,
          signature: await signChat(signer, token, message, signedAt),
        },
        { 'X-Api-Key': CHAT_KEY },
      );
    const m = ok(await post(owner, 'gm from a contract'), chatMessageSchema);
    expect(m.sender_address).toBe(wallet.toLowerCase());
    expect(failure(await post(stranger, 'not my wallet'), 400, 'INVALID_REQUEST').message).toMatch(/not .*signature/);
  });

  it('opens the referral endpoints with the Signature header', async () => {
    h.nextMinute();
    const secs = Math.floor(h.clock.now / 1000);
    const header = async (signer: typeof owner) =>
      `Signature ${wallet}:${secs}:${await signer.signMessage({ message: referralAccessMessage(wallet, secs) })}`;
    const own = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: await header(owner) } }),
      referralCodeSchema,
    );
    expect(own.code).toMatch(/^[A-Z2-9]{8}$/);
    failure(
      await h.launch('/api/referral/code', { headers: { Authorization: await header(stranger) } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('registers itself under a referral code with the Signature header', async () => {
    h.nextMinute();
    const secs = Math.floor(h.clock.now / 1000);
    const code = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: await signatureAuth(deployer, h.clock.now) } }),
      referralCodeSchema,
    ).code;
    const proof = `Signature ${wallet}:${secs}:${await owner.signMessage({ message: referralAccessMessage(wallet, secs) })}`;
    const registered = await h.launchPost(
      '/api/referral/register',
      { referral_code: code, wallet_address: wallet },
      { Authorization: proof },
    );
    ok(registered, registerResponseSchema);
  });
});

describe('a contract wallet not deployed yet (ERC-6492)', () => {
  const wrap = async (signer: typeof owner, message: string) =>
    serializeErc6492Signature({
      address: factory.address,
      data: encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [later.address, SALT] }),
      signature: await signer.signMessage({ message }),
    });

  it('signs in with its owner’s wrapped signature, which deploys nothing', async () => {
    h.nextMinute();
    const message = siweMessage({ address: undeployed }, { nonce: await nonce(), nowMs: h.clock.now });
    const s = ok(await verify({ message, signature: await wrap(later, message) }), sessionSchema);
    expect(s.address).toBe(undeployed.toLowerCase());
    expect(await client.getCode({ address: undeployed })).toBeUndefined();
  });

  it('refuses a wrapped signature of someone else', async () => {
    const message = siweMessage({ address: undeployed }, { nonce: await nonce(), nowMs: h.clock.now });
    failure(await verify({ message, signature: await wrap(stranger, message) }), 401, 'UNAUTHORIZED');
  });
});
