import type { ChatMessage } from '@interface/chat';
import { type FormEvent, useState } from 'react';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { useWallet } from '@/features/wallet/wallet-state';
import { isApiError } from '@/lib/api-error';
import { useCountdown } from '@/lib/use-countdown';
import { usePostChat } from '../api/use-post-chat';
import { checkDraft } from '../lib/draft';
import { describePostError, type PostFailure } from '../lib/post-error';
import { DraftField } from './draft-field';
import { HumanCheck } from './human-check';
import { PostFailureAlert } from './post-failure-alert';

interface ChatComposerProps {
  tokenAddress: string;
  onPosted: (message: ChatMessage) => void;
  /** Configuration, overridable in tests; the app's env by default. */
  turnstileSiteKey?: string | undefined;
}

/**
 * Writing a message: connect → human check → sign → post. The typed text survives every failure
 * and is cleared only once the service has the message.
 */
export function ChatComposer({ tokenAddress, onPosted, turnstileSiteKey = env.turnstileSiteKey }: ChatComposerProps) {
  const { account, config, openWallet, opening } = useWallet();
  const post = usePostChat(tokenAddress, onPosted);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<PostFailure>();
  const [blockedUntil, setBlockedUntil] = useState<number>();
  const waitSeconds = useCountdown(blockedUntil);
  // Without a site key (the local stack) the services accept a fixed development token.
  const [widgetToken, setWidgetToken] = useState<string>();
  const [humanRound, setHumanRound] = useState(0);
  const humanToken = turnstileSiteKey ? widgetToken : env.humanCheckDevToken;
  const check = checkDraft(draft);

  // A Turnstile token verifies once: after the service has seen it, the widget must issue another.
  const renewHumanCheck = () => {
    if (!turnstileSiteKey) return;
    setWidgetToken(undefined);
    setHumanRound((n) => n + 1);
  };

  const submit = () => {
    if (!account || !config) return openWallet();
    if (!check.canSend || post.isPending || waitSeconds > 0 || !humanToken) return;
    setFailure(undefined);
    const variables = { text: check.text, humanToken, account, config, sentAt: new Date().toISOString() };
    post.mutate(variables, {
      onSuccess: () => {
        setDraft('');
        renewHumanCheck();
      },
      onError: (error) => {
        const next = describePostError(error);
        setFailure(next);
        if (next.kind === 'rate-limited') setBlockedUntil(Date.now() + next.waitSeconds * 1000);
        if (isApiError(error)) renewHumanCheck();
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  let action: { label: string; disabled: boolean };
  if (!account) action = { label: 'Connect wallet to chat', disabled: false };
  else if (post.isPending) action = { label: 'Posting…', disabled: false };
  else if (waitSeconds > 0) action = { label: `Wait ${waitSeconds} s`, disabled: true };
  else action = { label: 'Send', disabled: !check.canSend || !humanToken };

  return (
    <form onSubmit={onSubmit} aria-label="Write a message" className="flex flex-col gap-2 border-line border-t p-3">
      <DraftField value={draft} check={check} onChange={setDraft} onSubmit={submit} />
      {turnstileSiteKey ? <HumanCheck key={humanRound} siteKey={turnstileSiteKey} onToken={setWidgetToken} /> : null}
      <PostFailureAlert failure={failure} waitSeconds={waitSeconds} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted text-xs">
          {turnstileSiteKey ? 'Signed by your wallet; free, no transaction.' : 'Human check: development pass.'}
        </p>
        <Button
          type={account ? 'submit' : 'button'}
          onClick={account ? undefined : openWallet}
          busy={post.isPending || (!account && opening)}
          disabled={action.disabled}
        >
          {action.label}
        </Button>
      </div>
    </form>
  );
}
