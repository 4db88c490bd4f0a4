import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { TokenCard } from '@/features/discovery/components/token-card';
import { LaunchPage } from '@/features/launch/components/launch-page';
import { SlippageSettings } from '@/features/swap/components/slippage-settings';
import { type SlippageSetting, slippageBpsOf } from '@/features/swap/lib/slippage';
import { readSlippageSetting, writeSlippageSetting } from '@/features/swap/lib/slippage-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/launch')({ component: LaunchRoute });

/**
 * The route composes: discovery's card draws the preview (the very card the grid shows), and the
 * swap page's slippage setting (one tolerance for the trader, kept across visits) bounds the first buy.
 */
function LaunchRoute() {
  const navigate = Route.useNavigate();
  const [slippage, setSlippage] = useState<SlippageSetting>(() => readSlippageSetting());
  useDocumentTitle('Launch a token');
  const changeSlippage = (next: SlippageSetting) => {
    setSlippage(next);
    writeSlippageSetting(next);
  };
  return (
    <LaunchPage
      renderCard={(token, now) => <TokenCard token={token} now={now} />}
      slippageBps={slippageBpsOf(slippage)}
      slippageControl={<SlippageSettings setting={slippage} onChange={changeSlippage} />}
      onLaunched={(token) => void navigate({ to: '/token/$address', params: { address: token } })}
    />
  );
}
