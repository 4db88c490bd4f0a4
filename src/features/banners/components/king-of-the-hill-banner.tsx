import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPercent } from '@/lib/format';
import { useKingOfTheHill } from '../api/get-king-of-the-hill';
import { BannerFrame, BannerMessage, BannerSkeleton } from './banner-frame';
import { BannerToken } from './banner-token';

const HEADING_ID = 'king-banner-heading';

/** The highest market cap still on its bonding curve, and how close it is to graduating. */
export function KingOfTheHillBanner() {
  const query = useKingOfTheHill();
  return (
    <BannerFrame title="King of the hill" headingId={HEADING_ID} height="h-44" tone="warn">
      {query.isPending ? (
        <BannerSkeleton />
      ) : query.isError ? (
        <BannerMessage onRetry={() => void query.refetch()}>The king of the hill could not be loaded.</BannerMessage>
      ) : query.data === null ? (
        <BannerMessage>No king yet: no token is funding right now.</BannerMessage>
      ) : (
        <>
          <BannerToken token={query.data} />
          <div className="flex flex-col gap-1.5 text-sm">
            <div className="flex justify-between text-muted text-xs">
              <span>Bonding curve progress</span>
              <span className="text-fg tabular-nums">{formatPercent(query.data.funding_progress * 100)}</span>
            </div>
            <ProgressBar value={query.data.funding_progress} label="Bonding curve progress" className="h-2" />
          </div>
        </>
      )}
    </BannerFrame>
  );
}
