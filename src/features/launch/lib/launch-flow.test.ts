import { metadataHash } from '@interface/metadata';
import { describe, expect, it, vi } from 'vitest';
import type { LaunchProgress } from './launch-draft';
import { type LaunchDeps, type LaunchRequest, LaunchStepError, runLaunch } from './launch-flow';

const ACCOUNT = '0x00000000000000000000000000000000000a11ce' as const;
const TOKEN = '0x00000000000000000000000000000000000c0ffe' as const;
const TX = `0x${'ab'.repeat(32)}` as const;
const IMAGE_URL = 'http://127.0.0.1:8787/uploads/abc.png';
const NOW = Date.UTC(2026, 2, 10, 12);

const request: LaunchRequest = {
  chainId: 31337,
  account: ACCOUNT,
  name: 'Moon Cat',
  ticker: 'MCAT',
  metadata: { description: 'meow', website: null, telegram: 'https://t.me/mcat', twitter: null },
  file: new File([new Uint8Array([1])], 'cat.png'),
  firstBuyWei: 10n ** 17n,
  minTokensOut: 123n,
};
const metadata = { ...request.metadata, image: IMAGE_URL };

function fakeDeps(overrides: Partial<LaunchDeps> = {}) {
  const send = vi.fn(async () => TX);
  const deps = {
    upload: vi.fn(async () => ({ url: IMAGE_URL })),
    prepare: vi.fn(async () => ({ send })),
    confirm: vi.fn(async () => TOKEN),
    postMetadata: vi.fn(async () => {}),
    open: vi.fn(),
    deadlineNow: async () => BigInt(NOW / 1000),
    ...overrides,
  } satisfies LaunchDeps;
  return { deps, send };
}

function listen() {
  const steps: string[] = [];
  const progress: LaunchProgress[] = [];
  return {
    steps,
    progress,
    listener: { step: (s: string) => steps.push(s), progress: (p: LaunchProgress) => progress.push(p) },
  };
}

describe('runLaunch', () => {
  it('runs the seven steps in order: the simulation commits to the hash of the metadata posted after', async () => {
    const { deps, send } = fakeDeps();
    const { steps, progress, listener } = listen();
    await expect(runLaunch(request, {}, deps, listener)).resolves.toBe(TOKEN);
    expect(steps).toEqual(['upload', 'hash', 'simulate', 'wallet', 'pending', 'metadata', 'open']);
    expect(deps.prepare).toHaveBeenCalledWith({
      chainId: 31337,
      account: ACCOUNT,
      name: 'Moon Cat',
      ticker: 'MCAT',
      metadataHash: metadataHash(metadata),
      minTokensOut: 123n,
      deadline: BigInt(NOW / 1000 + 20 * 60),
      value: 10n ** 17n,
    });
    expect(send).toHaveBeenCalledOnce();
    expect(deps.postMetadata).toHaveBeenCalledWith(TOKEN, metadata);
    expect(deps.open).toHaveBeenCalledWith(TOKEN);
    expect(progress.at(-1)).toEqual({
      image: { url: IMAGE_URL, name: 'cat.png' },
      sent: { hash: TX, chainId: 31337, account: ACCOUNT, name: 'Moon Cat', ticker: 'MCAT', metadata },
      launched: { token: TOKEN },
    });
  });

  it('does not upload an image already uploaded', async () => {
    const { deps } = fakeDeps();
    await runLaunch(
      { ...request, file: null },
      { image: { url: IMAGE_URL, name: 'cat.png' } },
      deps,
      listen().listener,
    );
    expect(deps.upload).not.toHaveBeenCalled();
  });

  it('after the transaction was sent, only follows it: no second simulation or transaction', async () => {
    const { deps, send } = fakeDeps();
    const sent = { hash: TX, chainId: 31337, account: ACCOUNT, name: 'Moon Cat', ticker: 'MCAT', metadata };
    const { steps, listener } = listen();
    await runLaunch(null, { image: { url: IMAGE_URL, name: 'cat.png' }, sent }, deps, listener);
    expect(steps).toEqual(['pending', 'metadata', 'open']);
    expect(deps.prepare).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('a failed metadata post is tried again with no transaction at all', async () => {
    const postMetadata = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    const { deps, send } = fakeDeps({ postMetadata });
    const { progress, listener } = listen();
    const failed = await runLaunch(request, {}, deps, listener).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(LaunchStepError);
    expect((failed as LaunchStepError).step).toBe('metadata');
    await runLaunch(null, progress.at(-1)!, deps, listener);
    expect(send).toHaveBeenCalledOnce();
    expect(deps.confirm).toHaveBeenCalledOnce();
    expect(postMetadata).toHaveBeenCalledTimes(2);
    expect(deps.open).toHaveBeenCalledWith(TOKEN);
  });

  it.each([
    ['upload', { upload: vi.fn().mockRejectedValue(new Error('413')) }],
    ['simulate', { prepare: vi.fn().mockRejectedValue(new Error('reverted')) }],
    ['wallet', { prepare: vi.fn(async () => ({ send: vi.fn().mockRejectedValue(new Error('rejected')) })) }],
    ['pending', { confirm: vi.fn().mockRejectedValue(new Error('reverted')) }],
  ] as const)('names the step that failed: %s', async (step, overrides) => {
    const { deps } = fakeDeps(overrides);
    const failed = await runLaunch(request, {}, deps, listen().listener).catch((e: unknown) => e);
    expect(failed).toMatchObject({ step });
    expect(deps.open).not.toHaveBeenCalled();
  });
});
