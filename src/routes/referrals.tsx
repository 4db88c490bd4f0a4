import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '@/features/referral/components/referral-page';
import { DEFAULT_PERIOD, referralSearchSchema } from '@/features/referral/lib/periods';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/referrals')({
  validateSearch: referralSearchSchema,
  component: ReferralsRoute,
});

function ReferralsRoute() {
  const { period = DEFAULT_PERIOD } = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Referrals');
  return (
    <ReferralPage
      period={period}
      onPeriodChange={(next) =>
        void navigate({ search: next === DEFAULT_PERIOD ? {} : { period: next }, replace: true, resetScroll: false })
      }
    />
  );
}
