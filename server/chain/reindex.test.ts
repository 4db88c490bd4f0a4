/**
 * `npm run reindex` on a small genesis world with live activity on top (a launch, trades before and
 * after a referral sign-up, posted metadata, an upload, chat, a sign-in session): after the reindex
 * the services answer exactly as before, and it refuses, changing nothing, while the services have
 * the database open or when the chain does not hold our contracts.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPublicClient, createWalletClient, http, parseEther, parseEventLogs } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceResponseSchema, sessionSchema } from '../../interface/auth';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { referralCodeSchema, referralStatsSchema } from '../../interface/referral';
import { renderLogoPng } from '../seed/logo';
import { loadRegistry } from '../swap/registry';
import {
  CHAT_KEY,
  DAY,
  type Harness,
  HUMAN_TOKEN,
  ok,
  PUBLIC_URL,
  START,
  signatureAuth,
  signChat,
  siweMessage,
  startHarness,
  wallets,
} from '../test/harness';
import { expectSameAnswers, indexAnswers } from '../test/index-answers';
import { readLocalBytecode } from './deployment';
import { writeChatAndMetadata, writeReferrals } from './genesis/community';
import { buildGenesis, GENESIS_ANVIL_ARGS, type GenesisResult } from './genesis/genesis';
import { createIndexer } from './indexer';
import { startPrivateChain } from './private-chain';
import { ReindexRefused, reindex } from './reindex';

const book = addressBook(31337);
/** The services' clock for every write: the history ends a day before, so it has left every metric window. */
const NOW = START;
const SCALE = { tokens: 24, trades: 1_200, graduatedShare: 0.25, poolSwaps: 20 };
const [alice, bob, carol, dave] = [wallets[0]!, wallets[1]!, wallets[2]!, wallets[3]!];
const PNG = new Uint8Array(renderLogoPng('0x00000000000000000000000000000000000000ee'));
const METADATA: TokenMetadata = {
  description: 'Built again from the chain',
  image: `${PUBLIC_URL}/uploads/${createHash('sha256').update(PNG).digest('hex')}.png`,
  website: 'https://reindex.example',
  telegram: null,
  twitter: 'https://x.com/reindex',
};

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let genesis: GenesisResult;
let dir: string;
let env: Record<string, string>;
let h: Harness;
let launched: string;
let carolSession: string;

const client = () => createPublicClient({ transport: http(chain.url) });
const seconds = (ms: number) => Math.floor(ms / 1000);
const indexAll = async (target: Harness) => {
  const indexer = createIndexer(target.db, target.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  while ((await indexer.syncOnce()) > 0) {}
};

/** Sends a call in a block of its own at `at` (ms); gas is given, since Anvil would estimate it at its own time. */
async function sendAt(
  at: number,
  account: PrivateKeyAccount,
  call: { functionName: 'launch' | 'buy'; args: unknown[] },
) {
  await client().request({ method: 'evm_setNextBlockTimestamp' as never, params: [seconds(at)] as never });
  const wallet = createWalletClient({ account, transport: http(chain.url) });
  const hash = await wallet.writeContract({
    chain: null,
    address: book.launchFactory,
    abi: launchFactoryAbi,
    functionName: call.functionName,
    args: call.args as never,
    value: parseEther(call.functionName === 'launch' ? '0.05' : '0.6'),
    gas: 8_000_000n,
  });
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** What happens after the genesis: each write at NOW, trades around it. */
async function liveActivity() {
  const deadline = BigInt(seconds(NOW) + 3_600);
  const launch = await sendAt(NOW - 600_000, alice, {
    functionName: 'launch',
    args: ['Reindexed', 'REIDX', metadataHash(METADATA), 0n, deadline],
  });
  launched = parseEventLogs({ abi: launchFactoryAbi, logs: launch.logs, eventName: 'Launched' })[0]!.args.token;
  launched = launched.toLowerCase();
  await sendAt(NOW - 300_000, bob, { functionName: 'buy', args: [launched, 0n, deadline] });
  await indexAll(h);

  const form = new FormData();
  form.append('file', new File([PNG], 'logo.png', { type: 'image/png' }));
  expect((await h.launch('/api/uploads', { method: 'POST', body: form })).status).toBe(200);
  expect((await h.launchPost('/api/metadata', { token: launched, metadata: METADATA })).status).toBe(200);
  const code = ok(
    await h.launch('/api/referral/code', { headers: { Authorization: await signatureAuth(carol, NOW) } }),
    referralCodeSchema,
  ).code;
  const register = await h.launchPost(
    '/api/referral/register',
    { referral_code: code, wallet_address: bob.address },
    { Authorization: await signatureAuth(bob, NOW) },
  );
  expect(register.status, register.text).toBe(200);
  // Bob's second buy takes his volume past 1 ETH: carol earns from it and its milestone, not from his first.
  await sendAt(NOW + 60_000, bob, { functionName: 'buy', args: [launched, 0n, deadline] });
  await sendAt(NOW + 61_000, dave, { functionName: 'buy', args: [launched, 0n, deadline] });
  await indexAll(h);

  for (const token of [launched, genesis.community.metadata[0]!.token]) {
    const message = `gm ${token.slice(0, 8)}`;
    const signedAt = seconds(NOW);
    const body = {
      token: HUMAN_TOKEN,
      tokenAddress: token,
      message,
      signedAt,
      signature: await signChat(bob, token, message, signedAt),
    };
    expect((await h.launchPost('/api/chat', body, { 'X-Api-Key': CHAT_KEY })).status).toBe(200);
  }
  const { nonce } = ok(await h.launch('/api/auth/nonce'), nonceResponseSchema);
  const message = siweMessage(carol, { nonce, nowMs: NOW });
  const verified = await h.launchPost('/api/auth/verify', { message, signature: await carol.signMessage({ message }) });
  carolSession = `Bearer ${ok(verified, sessionSchema).token}`;
}

/** Everything the services answer about this world, read at one moment after the writes. */
async function answers(target: Harness) {
  target.clock.now = NOW + 120_000;
  const graduated = target.db
    .prepare('SELECT address FROM tokens WHERE is_graduated = 1 ORDER BY address LIMIT 2')
    .pluck()
    .all() as string[];
  const tokens = [launched, genesis.community.metadata[0]!.token, ...graduated];
  const stats = await target.launch('/api/referral/stats?period=all', { headers: { Authorization: carolSession } });
  const upload = await fetch(`${target.launchUrl}${new URL(METADATA.image).pathname}`);
  return {
    ...(await indexAnswers(target, tokens)),
    referralStats: `${stats.status} ${stats.text}`,
    upload: `${upload.status} ${createHash('sha256')
      .update(new Uint8Array(await upload.arrayBuffer()))
      .digest('hex')}`,
  };
}

let before: Awaited<ReturnType<typeof answers>>;

beforeAll(async () => {
  chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  genesis = await buildGenesis({
    rpcUrl: chain.url,
    seed: 11,
    now: NOW - DAY,
    scale: SCALE,
    registry: loadRegistry(31337),
    book,
    bytecode: readLocalBytecode(),
  });
  dir = mkdtempSync(join(tmpdir(), 'launchdeck-reindex-'));
  env = { RPC_URL: chain.url, DATABASE_PATH: join(dir, 'index.sqlite'), RATE_LIMITS: 'off' };
  h = await startHarness(env);
  // A new index, as the services make one on the genesis (server/chain/local-index.ts).
  writeReferrals(h.ingest, genesis.community);
  await indexAll(h);
  writeChatAndMetadata(h.ingest, genesis.community);
  await liveActivity();
  before = await answers(h);
}, 180_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const options = () => ({ databasePath: env.DATABASE_PATH!, rpcUrl: chain.url, chainId: 31337, confirmations: 0 });

describe('npm run reindex', () => {
  it('earned the referrer exactly the trades after the sign-up (what the reindex must keep)', () => {
    const stats = referralStatsSchema.parse(JSON.parse(before.referralStats.slice(4)));
    expect(stats.stats.total_referrals).toBe(1);
    // 10% of 1,000 points per ETH of the 0.6 ETH buy, and the 1 ETH milestone.
    expect(stats.stats.points_from_trading).toBeCloseTo(60, 6);
    expect(stats.stats.points_from_milestones).toBe(50);
  });

  it('refuses, changing nothing, while the services have the database open', async () => {
    await expect(reindex(options())).rejects.toThrow(ReindexRefused);
    await expect(reindex(options())).rejects.toThrow(/open in another process/);
  });

  it('refuses with one line and a non-zero exit when the chain does not hold our contracts', async () => {
    const bare = await startPrivateChain();
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/reindex.ts'], {
        env: { ...process.env, ...env, RPC_URL: bare.url },
      });
      const failed = (await run.then(
        () => undefined,
        (error: unknown) => error,
      )) as { code: number; stderr: string; stdout: string } | undefined;
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toBe('');
      expect(failed?.stderr).toMatch(/^The chain at .* does not hold our contracts[^\n]*\n$/);
    } finally {
      await bare.stop();
    }
  }, 60_000);

  it('rebuilds the market from the chain and keeps the off-chain data: the services answer the same', async () => {
    await h.close();
    const summary = await reindex(options());
    expect(summary).toMatchObject({
      tokens: SCALE.tokens + 1,
      trades: genesis.trades + 4,
      metadata: genesis.community.metadata.length + 1,
      chat: genesis.community.chat.length + 2,
      dropped: { metadata: 0, chat: 0 },
    });
    h = await startHarness(env);
    const after = await answers(h);
    expectSameAnswers(after, before);
  }, 120_000);

  it('refuses to drop the chat of a token the chain does not hold, unless told to', async () => {
    const stray = h.market.createToken();
    h.market.chat(stray, 'about a token only this database knows');
    await h.close();
    const fingerprint = () => createHash('sha256').update(readFileSync(env.DATABASE_PATH!)).digest('hex');
    const untouched = fingerprint();
    await expect(reindex(options())).rejects.toThrow(
      new RegExp(`^1 chat message and the metadata of 0 tokens are about tokens .* \\(${stray} first\\)`),
    );
    expect(fingerprint()).toBe(untouched);
    expect(await reindex({ ...options(), dropOrphans: true })).toMatchObject({ dropped: { chat: 1, metadata: 0 } });
    h = await startHarness(env);
    expectSameAnswers(await answers(h), before);
  }, 120_000);
});
