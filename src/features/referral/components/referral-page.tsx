import type { Session } from '@interface/auth';
import type { ReferralPeriod } from '@interface/referral';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useWallet, useWalletSignIn } from '@/features/wallet/wallet-state';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useReferralStats } from '../api/get-referral-stats';
import { createReferralSignIn } from '../api/sign-in';
import { PERIOD_OPTIONS } from '../lib/periods';
import { referralSession } from '../lib/session';
import { RecentActivity, TopReferrals } from './referral-activity';
import { ConnectCard, SignInCard, WalletLoadingCard } from './referral-gate';
import { ReferralShare } from './referral-share';
import { ReferralStatsPanel } from './referral-stats';
import { RewardsExplainer } from './rewards-explainer';
import { useReferralSession } from './use-referral-session';

export interface ReferralPageProps {
  period: ReferralPeriod;
  onPeriodChange: (period: ReferralPeriod) => void;
}

/**
 * The referral program of the connected wallet: connect, then sign in once (Sign-In with Ethereum
 * through RainbowKit's dialog), then the code and link to share and what the referrals brought.
 */
export function ReferralPage({ period, onPeriodChange }: ReferralPageProps) {
  const wallet = useWallet();
  const { account, status, load } = wallet;
  const { session, ended } = useReferralSession(account?.address);

  // The wallet is what this page is about: no reason to wait for the page to settle.
  useEffect(() => load(), [load]);

  const authStatus = session ? 'authenticated' : 'unauthenticated';
  const signIn = useMemo(
    () =>
      createReferralSignIn(authStatus, (error) =>
        notify({
          title: 'Sign-in failed',
          description: isApiError(error) ? error.message : 'The service could not check the signature.',
          tone: 'error',
        }),
      ),
    [authStatus],
  );
  useWalletSignIn(signIn);

  let body: ReactNode;
  if (!account && (status === 'idle' || status === 'loading')) body = <WalletLoadingCard />;
  else if (!account)
    body = <ConnectCard onConnect={wallet.openWallet} busy={wallet.opening} failed={status === 'failed'} />;
  else if (!session) body = <SignInCard onSignIn={wallet.requestSignIn} busy={wallet.signingIn} ended={ended} />;
  else body = <ReferralDashboard session={session} period={period} onPeriodChange={onPeriodChange} />;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-fg tracking-tight">Referrals</h1>
        <p className="mt-1 text-muted text-sm">Invite traders with your link and earn a share of their points.</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">{body}</div>
        <RewardsExplainer />
      </div>
    </div>
  );
}

interface ReferralDashboardProps extends ReferralPageProps {
  session: Session;
}

function ReferralDashboard({ session, period, onPeriodChange }: ReferralDashboardProps) {
  const stats = useReferralStats(session, period);
  const periodText = period === 'all' ? 'yet' : `in ${PERIOD_OPTIONS.find((o) => o.value === period)?.long ?? period}`;
  const failed = stats.isError && !stats.data;
  return (
    <>
      <ReferralShare session={session} />
      <ReferralStatsPanel stats={stats} period={period} onPeriodChange={onPeriodChange} />
      {!failed && (
        <div className="grid gap-6 xl:grid-cols-2">
          <RecentActivity stats={stats} periodText={periodText} />
          <TopReferrals stats={stats} periodText={periodText} />
        </div>
      )}
      <p className="text-muted text-xs">
        Signed in as <span className="font-mono">{session.address}</span> until{' '}
        {new Date(session.expires_at).toLocaleString('en-US')}.{' '}
        <Button variant="ghost" size="sm" className="ml-1 h-7 px-2 text-xs" onClick={() => referralSession.drop()}>
          Sign out
        </Button>
      </p>
    </>
  );
}
