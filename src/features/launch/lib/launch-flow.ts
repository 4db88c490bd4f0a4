/**
 * The launch, as seven visible steps (issue 12, "The flow"). The runner starts at the first step not
 * yet done, so trying again after a failure picks up where it stopped: an uploaded image is not sent
 * twice, and once the wallet has sent the transaction, nothing sends a second one.
 */
import { metadataHash, type TokenMetadata } from '@interface/metadata';
import type { Address, Hash, Hex } from 'viem';
import type { LaunchProgress, SentLaunch } from './launch-draft';

export const LAUNCH_STEPS = [
  { id: 'upload', label: 'Upload the image' },
  { id: 'hash', label: 'Compute the metadata hash' },
  { id: 'simulate', label: 'Simulate the launch' },
  { id: 'wallet', label: 'Confirm in your wallet' },
  { id: 'pending', label: 'Wait for the chain' },
  { id: 'metadata', label: 'Publish the metadata' },
  { id: 'open', label: 'Open the token’s page' },
] as const;

export type LaunchStepId = (typeof LAUNCH_STEPS)[number]['id'];

/** What `launch(name, symbol, metadataHash, minTokensOut, deadline)` is called with, and its value. */
export interface LaunchCall {
  chainId: number;
  account: Address;
  name: string;
  ticker: string;
  metadataHash: Hex;
  minTokensOut: bigint;
  deadline: bigint;
  value: bigint;
}

/** A launch simulated at the latest block, ready for the wallet: it sends exactly what was simulated. */
export interface PreparedLaunch {
  send(): Promise<Hash>;
}

export interface LaunchDeps {
  upload(file: File): Promise<{ url: string }>;
  /** Rejects with the revert when the launch would fail. */
  prepare(call: LaunchCall): Promise<PreparedLaunch>;
  /** Follows the sent transaction to its receipt; resolves with the token its Launched event names. */
  confirm(sent: SentLaunch): Promise<Address>;
  postMetadata(token: Address, metadata: TokenMetadata): Promise<void>;
  open(token: Address): void;
  /** Unix seconds the deadline counts from: the later of the latest block and the clock (lib/chain-time). */
  deadlineNow(): Promise<bigint>;
}

/** What the form hands over once every field is valid. */
export interface LaunchRequest {
  chainId: number;
  account: Address;
  name: string;
  ticker: string;
  /** The metadata without its image, which step 1 provides. */
  metadata: Omit<TokenMetadata, 'image'>;
  /** The chosen image, unless already uploaded. */
  file: File | null;
  firstBuyWei: bigint;
  minTokensOut: bigint;
}

/** Twenty minutes, like the swap service's transactions: the wallet may take a while to answer. */
const DEADLINE_SECONDS = 20n * 60n;

export class LaunchStepError extends Error {
  constructor(
    readonly step: LaunchStepId,
    override readonly cause: unknown,
  ) {
    super(`The launch failed at step ${step}`);
    this.name = 'LaunchStepError';
  }
}

interface LaunchListener {
  step(step: LaunchStepId): void;
  /** Every step done is reported at once: the form keeps it across a reload. */
  progress(progress: LaunchProgress): void;
}

async function at<T>(step: LaunchStepId, listener: LaunchListener, run: () => Promise<T>): Promise<T> {
  listener.step(step);
  try {
    return await run();
  } catch (error) {
    throw new LaunchStepError(step, error);
  }
}

/** Steps 1 to 4: resolves with the transaction sent (the progress already holds it). */
async function sendLaunch(
  request: LaunchRequest,
  start: LaunchProgress,
  deps: LaunchDeps,
  listener: LaunchListener,
): Promise<LaunchProgress> {
  let progress = start;
  let image = progress.image;
  if (!image) {
    const file = request.file;
    if (!file) throw new LaunchStepError('upload', new Error('Choose an image first.'));
    const uploaded = await at('upload', listener, () => deps.upload(file));
    image = { url: uploaded.url, name: file.name };
    progress = { ...progress, image };
    listener.progress(progress);
  }
  const metadata: TokenMetadata = { ...request.metadata, image: image.url };
  const hash = await at('hash', listener, async () => metadataHash(metadata));
  const prepared = await at('simulate', listener, async () =>
    deps.prepare({
      chainId: request.chainId,
      account: request.account,
      name: request.name,
      ticker: request.ticker,
      metadataHash: hash,
      minTokensOut: request.minTokensOut,
      deadline: (await deps.deadlineNow()) + DEADLINE_SECONDS,
      value: request.firstBuyWei,
    }),
  );
  const txHash = await at('wallet', listener, () => prepared.send());
  const { chainId, account, name, ticker } = request;
  progress = { ...progress, sent: { hash: txHash, chainId, account, name, ticker, metadata } };
  listener.progress(progress);
  return progress;
}

/**
 * Runs the launch from the first step not done. `request` is needed only until the transaction is
 * sent: after that, the progress holds everything (what was sent, then the token).
 */
export async function runLaunch(
  request: LaunchRequest | null,
  start: LaunchProgress,
  deps: LaunchDeps,
  listener: LaunchListener,
): Promise<Address> {
  let progress = start;
  if (!progress.sent) {
    if (!request) throw new Error('Nothing to launch: the form is not complete.');
    progress = await sendLaunch(request, progress, deps, listener);
  }
  const sent = progress.sent!;
  let launched = progress.launched;
  if (!launched) {
    const token = await at('pending', listener, () => deps.confirm(sent));
    launched = { token };
    progress = { ...progress, launched };
    listener.progress(progress);
  }
  const { token } = launched;
  await at('metadata', listener, () => deps.postMetadata(token, sent.metadata));
  listener.step('open');
  deps.open(token);
  return token;
}
