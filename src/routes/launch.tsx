import { createFileRoute } from '@tanstack/react-router';
import { TokenCard } from '@/features/discovery/components/token-card';
import { LaunchPage } from '@/features/launch/components/launch-page';
import { useSlippage } from '@/features/swap/api/use-slippage';
import { SlippageSettings } from '@/features/swap/components/slippage-settings';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/launch')({ component: LaunchRoute });

/**
 * The route composes: discovery's card draws the preview (the very card the grid shows), and the
 * swap page's slippage setting (one tolerance for the trader, kept across visits) bounds the first buy.
 */
function LaunchRoute() {
  const navigate = Route.useNavigate();
  const slippage = useSlippage();
  useDocumentTitle('Launch a token');
  return (
    <LaunchPage
      renderCard={(token, now) => <TokenCard token={token} now={now} />}
      slippageBps={slippage.bps}
      slippageControl={<SlippageSettings setting={slippage.setting} onChange={slippage.change} />}
      onLaunched={(token) => void navigate({ to: '/token/$address', params: { address: token } })}
    />
  );
}
