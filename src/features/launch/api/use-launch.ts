/**
 * The launch form's state: the draft (kept across reloads), the chosen image, which fields to judge
 * yet, and the run of the seven steps with its failure. The page only draws it.
 */
import type { TokenMetadata } from '@interface/metadata';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { useWallet } from '@/features/wallet/wallet-state';
import { readTransactionNow } from '@/lib/chain-time';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { type FirstBuy, minTokensOutOf, readFirstBuy } from '../lib/first-buy';
import { checkImageFile } from '../lib/image-check';
import {
  clearDraft,
  EMPTY_DRAFT,
  type LaunchDraft,
  type LaunchProgress,
  readDraft,
  writeDraft,
} from '../lib/launch-draft';
import { describeLaunchFailure, type LaunchFailure, progressAfterFailure } from '../lib/launch-failure';
import { checkTextFields, type LaunchFields, linkOrNull, normalizeTicker } from '../lib/launch-fields';
import { type LaunchDeps, type LaunchRequest, LaunchStepError, type LaunchStepId, runLaunch } from '../lib/launch-flow';
import { confirmLaunch, prepareLaunch } from './launch-chain';
import { postMetadata } from './post-metadata';
import { uploadImage } from './upload-image';
import { useLaunchReview } from './use-launch-review';

export interface ChosenImage {
  file: File;
  previewUrl: string;
}

interface RunState {
  running: boolean;
  step: LaunchStepId | null;
  failure: LaunchFailure | null;
}

const IDLE: RunState = { running: false, step: null, failure: null };

type LaunchAction =
  | { kind: 'connect'; label: string }
  | { kind: 'switch'; label: string }
  | { kind: 'launch'; label: string };

function previewOf(file: File): string {
  // Absent in some test environments; the preview then shows the placeholder logo.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function useLaunch({ slippageBps, onLaunched }: { slippageBps: number; onLaunched: (token: Address) => void }) {
  const wallet = useWallet();
  const { config, account } = wallet;
  const [draft, setDraft] = useState<LaunchDraft>(() => readDraft());
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [touched, setTouched] = useState<ReadonlySet<keyof LaunchFields | 'image'>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [run, setRun] = useState<RunState>(IDLE);
  const review = useLaunchReview();
  const progressRef = useRef(draft.progress);
  /** A run began (the trader's or a resumed one): a reload's resume must not start a second. */
  const resumed = useRef(false);
  progressRef.current = draft.progress;

  /** Launched and on its way to the token's page: nothing may write the draft back. */
  const finished = useRef(false);
  useEffect(() => {
    if (!finished.current) writeDraft(draft);
  }, [draft]);
  useEffect(() => () => (image?.previewUrl ? URL.revokeObjectURL(image.previewUrl) : undefined), [image]);

  const { fields, progress } = draft;
  const locked = progress.sent !== undefined;
  const textErrors = checkTextFields(fields);
  const firstBuy: FirstBuy = readFirstBuy(fields.firstBuy);
  const noImage = !image && !progress.image ? 'Choose an image for the token.' : undefined;
  const errors = {
    ...textErrors,
    ...(firstBuy.kind === 'invalid' ? { firstBuy: firstBuy.message } : {}),
    ...(imageError || noImage ? { image: imageError ?? noImage } : {}),
  };
  const shown = (field: keyof LaunchFields | 'image') => (submitted || touched.has(field) ? errors[field] : undefined);

  const setProgress = useCallback((next: LaunchProgress) => {
    progressRef.current = next;
    setDraft((d) => ({ ...d, progress: next }));
  }, []);

  const change = (field: keyof LaunchFields, value: string) => {
    if (locked) return;
    setDraft((d) => ({ ...d, fields: { ...d.fields, [field]: field === 'ticker' ? normalizeTicker(value) : value } }));
    setTouched((t) => new Set(t).add(field));
    setRun((r) => (r.failure?.step === 'simulate' ? IDLE : r));
  };
  const touch = (field: keyof LaunchFields) => setTouched((t) => new Set(t).add(field));

  const chooseImage = async (file: File | null) => {
    if (locked) return;
    setTouched((t) => new Set(t).add('image'));
    setImage(null);
    setImageError(undefined);
    // A new image replaces the uploaded one: step 1 runs again for it.
    const { image: _old, ...rest } = progressRef.current;
    setProgress(rest);
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) setImageError(check.message);
    else setImage({ file, previewUrl: previewOf(file) });
  };

  const deps = (): LaunchDeps => ({
    upload: uploadImage,
    // The review step sits between the simulation and the wallet: the wallet is asked only from it.
    prepare: async (call) => {
      const prepared = await prepareLaunch(config!, call);
      return {
        send: async () => {
          await review.ask(call);
          return prepared.send();
        },
      };
    },
    confirm: (sent) => {
      if (!config) return Promise.reject(new Error('The wallet is still loading: try again in a moment.'));
      return confirmLaunch(config, sent);
    },
    postMetadata: (token, metadata: TokenMetadata) => postMetadata(token, metadata),
    open: (token) => {
      finished.current = true;
      clearDraft();
      onLaunched(token);
    },
    deadlineNow: () =>
      config
        ? readTransactionNow(config, env.chainId)
        : Promise.reject(new Error('The wallet is still loading: try again in a moment.')),
  });

  const request = (): LaunchRequest | null => {
    if (!account || firstBuy.kind === 'invalid') return null;
    return {
      chainId: env.chainId,
      account: account.address,
      name: fields.name,
      ticker: fields.ticker,
      metadata: {
        description: fields.description,
        website: linkOrNull(fields.website),
        telegram: linkOrNull(fields.telegram),
        twitter: linkOrNull(fields.twitter),
      },
      file: image?.file ?? null,
      firstBuyWei: firstBuy.kind === 'ok' ? firstBuy.ethIn : 0n,
      minTokensOut: minTokensOutOf(firstBuy, slippageBps),
    };
  };

  const start = async (launchRequest: LaunchRequest | null) => {
    resumed.current = true;
    setRun({ running: true, step: null, failure: null });
    const listener = { step: (step: LaunchStepId) => setRun((r) => ({ ...r, step })), progress: setProgress };
    try {
      await runLaunch(launchRequest, progressRef.current, deps(), listener);
      setRun({ running: false, step: 'open', failure: null });
    } catch (error) {
      const step = error instanceof LaunchStepError ? error.step : 'simulate';
      const cause = error instanceof LaunchStepError ? error.cause : error;
      setProgress(progressAfterFailure(progressRef.current, step, cause));
      const failure = describeLaunchFailure(step, cause);
      setRun({
        running: false,
        step: failure.message === null ? null : step,
        failure: failure.message === null ? null : failure,
      });
    }
  };

  /** A fresh start, offered only before anything was sent: a sent launch is followed to its end. */
  const clear = () => {
    if (locked || run.running) return;
    setDraft(EMPTY_DRAFT);
    setImage(null);
    setImageError(undefined);
    setTouched(new Set());
    setSubmitted(false);
    setRun(IDLE);
  };

  const wrongChain = account !== undefined && account.chainId !== env.chainId;
  const action: LaunchAction = !account
    ? { kind: 'connect', label: 'Connect a wallet to launch' }
    : wrongChain
      ? { kind: 'switch', label: 'Switch to the app’s chain' }
      : { kind: 'launch', label: run.failure ? 'Try again' : locked ? 'Finish the launch' : 'Launch' };

  const submit = () => {
    if (run.running) return;
    if (action.kind === 'connect') return wallet.openWallet();
    if (action.kind === 'switch') {
      config ? void switchToAppChain(config, wallet.openWallet) : wallet.openWallet();
      return;
    }
    setSubmitted(true);
    if (!locked && Object.keys(errors).length > 0) return;
    void start(locked ? null : request());
  };

  // A reload after the transaction was sent: follow it (and publish the metadata) without asking again.
  // Through a ref: the effect runs once what resuming needs is there, with the latest state.
  const startRef = useRef(start);
  startRef.current = start;
  const { load } = wallet;
  useEffect(() => {
    if (resumed.current || !progress.sent) return;
    if (!progress.launched && !config) {
      load();
      return;
    }
    resumed.current = true;
    void startRef.current(null);
  }, [config, progress.sent, progress.launched, load]);

  return {
    review,
    config,
    owner: account?.address,
    fields,
    progress,
    locked,
    image,
    errors,
    shown,
    firstBuy,
    run,
    action,
    change,
    touch,
    chooseImage,
    submit,
    clear,
  };
}
