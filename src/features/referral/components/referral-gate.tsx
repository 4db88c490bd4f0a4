import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { SessionEnd } from '../lib/session';

const CARD = 'flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-5';

export function WalletLoadingCard() {
  return (
    <div role="status" aria-label="Checking your wallet" className={CARD}>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

export function ConnectCard({ onConnect, busy, failed }: { onConnect: () => void; busy: boolean; failed: boolean }) {
  return (
    <section aria-labelledby="referral-connect-title" className={CARD}>
      <h2 id="referral-connect-title" className="font-semibold text-fg text-lg">
        Connect your wallet
      </h2>
      <p className="max-w-prose text-muted text-sm">
        Your referral code, your link and the points your referrals earn you belong to your wallet. Connect it to see
        them.
      </p>
      {failed ? (
        <p role="alert" className="text-muted text-sm">
          The wallet could not load. Reload the page to try again.
        </p>
      ) : (
        <Button onClick={onConnect} busy={busy}>
          Connect wallet
        </Button>
      )}
    </section>
  );
}

const ENDED: Record<SessionEnd, string> = {
  expired: 'Your sign-in has expired: sign in again to continue.',
  rejected: 'The service no longer accepts your sign-in: sign in again to continue.',
};

interface SignInCardProps {
  onSignIn: () => void;
  busy: boolean;
  ended: SessionEnd | undefined;
}

export function SignInCard({ onSignIn, busy, ended }: SignInCardProps) {
  return (
    <section aria-labelledby="referral-sign-in-title" className={CARD}>
      <h2 id="referral-sign-in-title" className="font-semibold text-fg text-lg">
        Sign in to see your referral program
      </h2>
      {ended && (
        <p role="alert" className="text-warn text-sm">
          {ENDED[ended]}
        </p>
      )}
      <p className="max-w-prose text-muted text-sm">
        Your code and statistics are private to your wallet. Signing one message (Sign-In with Ethereum) proves the
        wallet is yours. It is not a transaction: it costs nothing and moves nothing. The sign-in lasts 24 hours on this
        browser.
      </p>
      <Button onClick={onSignIn} busy={busy}>
        Sign in with Ethereum
      </Button>
    </section>
  );
}
