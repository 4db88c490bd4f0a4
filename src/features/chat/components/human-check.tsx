import type { TurnstileProps } from '@marsidev/react-turnstile';
import { type ComponentType, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * How long the widget may take to appear. Offline, or with Cloudflare blocked, Turnstile's script
 * never loads and the widget never calls onError: without a clock of our own the person would wait
 * for a check that cannot come.
 */
export const HUMAN_CHECK_TIMEOUT_MS = 12_000;

/** The id @marsidev/react-turnstile gives the script tag it injects (its default). */
const TURNSTILE_SCRIPT_ID = 'cf-turnstile-script';

type Status = 'loading' | 'shown' | 'passed' | 'failed' | 'unavailable';

interface HumanCheckProps {
  siteKey: string;
  /** A fresh token, or undefined when the last one expired or failed. */
  onToken: (token: string | undefined) => void;
}

/**
 * Cloudflare Turnstile. Loaded on demand: only deployments with a site key pay for it, and the
 * local stack (no site key) never loads it. Remount it (change its `key`) for a fresh token after
 * each post: a token is good for one verification only.
 */
export function HumanCheck({ siteKey, onToken }: HumanCheckProps) {
  const [Widget, setWidget] = useState<ComponentType<TurnstileProps>>();
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  // Again on each retry (status back to 'loading') until the import has worked once.
  useEffect(() => {
    if (Widget || status !== 'loading') return;
    let live = true;
    import('@marsidev/react-turnstile').then(
      (module) => live && setWidget(() => module.Turnstile),
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [Widget, status]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('unavailable'), HUMAN_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const retry = () => {
    // A script tag that failed to load stays in the page, and the widget would wait for it forever:
    // removed, the widget injects a fresh one.
    if (status === 'unavailable') document.getElementById(TURNSTILE_SCRIPT_ID)?.remove();
    onToken(undefined);
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className="flex flex-col gap-2">
      {/* The widget's own height, reserved while it loads: nothing below it jumps. */}
      <div className={status === 'unavailable' ? 'hidden' : 'min-h-[65px]'}>
        {Widget ? (
          <Widget
            key={attempt}
            siteKey={siteKey}
            options={{ theme: 'dark', size: 'flexible' }}
            scriptOptions={{ onError: () => setStatus('unavailable') }}
            onWidgetLoad={() => setStatus((s) => (s === 'loading' ? 'shown' : s))}
            onSuccess={(token) => {
              setStatus('passed');
              onToken(token);
            }}
            onExpire={() => {
              setStatus('shown');
              onToken(undefined);
            }}
            onError={() => {
              setStatus('failed');
              onToken(undefined);
            }}
          />
        ) : null}
      </div>
      {status === 'unavailable' || status === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-warn">
          <p>
            {status === 'unavailable'
              ? 'The human check could not load. Check your connection and try again.'
              : 'The human check did not pass. Try it again.'}
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Retry the human check
          </Button>
        </div>
      ) : null}
    </div>
  );
}
