import { useIsSlow } from '@/lib/use-is-slow';
import { LAUNCH_STEPS, type LaunchStepId } from '../lib/launch-flow';

interface LaunchStepsProps {
  /** The step running, or the one that failed. */
  current: LaunchStepId | null;
  running: boolean;
  failedAt: LaunchStepId | null;
  /** Steps already done by an earlier run (kept in the draft). */
  done: ReadonlySet<LaunchStepId>;
}

const STATE_LABEL = { done: 'done', current: 'in progress', failed: 'failed', todo: 'to do' } as const;

/** The seven steps, each marked done, in progress, failed or to do (in words too, for screen readers). */
export function LaunchSteps({ current, running, failedAt, done }: LaunchStepsProps) {
  const currentIndex = LAUNCH_STEPS.findIndex((s) => s.id === (failedAt ?? current));
  return (
    <>
      <ol aria-label="Launch steps" className="flex flex-col gap-1.5 text-sm">
        {LAUNCH_STEPS.map((step, index) => {
          const state =
            failedAt === step.id
              ? 'failed'
              : done.has(step.id) || (currentIndex > index && currentIndex >= 0)
                ? 'done'
                : current === step.id && running
                  ? 'current'
                  : 'todo';
          return (
            <li key={step.id} data-state={state} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full border font-mono text-xs ${
                  state === 'done'
                    ? 'border-up bg-up/15 text-up'
                    : state === 'failed'
                      ? 'border-down bg-down/15 text-down'
                      : state === 'current'
                        ? 'border-accent text-accent'
                        : 'border-line text-muted'
                }`}
              >
                {state === 'done' ? '✓' : state === 'failed' ? '!' : index + 1}
              </span>
              <span className={state === 'todo' ? 'text-muted' : 'text-fg'}>{step.label}</span>
              <span className="sr-only">: {STATE_LABEL[state]}</span>
            </li>
          );
        })}
      </ol>
      {/* Keyed by step: each step's wait is timed on its own. */}
      <SlowStep key={current ?? 'none'} step={running ? current : null} />
    </>
  );
}

/** A step that takes long gets a word; the wallet's step waits for the person, not for us. */
const SLOW_AFTER_MS = 8_000;
const SLOW_WORDS: Partial<Record<LaunchStepId, string>> = {
  upload: 'The upload is taking a while: a slow connection, or a busy service.',
  simulate: 'The chain is slow to answer the simulation.',
  pending:
    'The chain has not included your launch yet. You may leave this page: the launch is followed again when you come back.',
  metadata: 'Waiting for the service to see your new token…',
};

function SlowStep({ step }: { step: LaunchStepId | null }) {
  const words = step ? SLOW_WORDS[step] : undefined;
  const slow = useIsSlow(words !== undefined, SLOW_AFTER_MS);
  return (
    <p role="status" className="min-h-5 text-sm text-warn">
      {slow ? words : null}
    </p>
  );
}
