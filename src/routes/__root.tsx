import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { ToastHost } from '@/components/ui/toast-host';
import { ReferralLinkCapture } from '@/features/referral/components/referral-link-capture';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { SiteHeader } from '@/features/shell/components/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/features/shell/components/skip-link';
import { useFocusOnNavigation } from '@/features/shell/components/use-focus-on-navigation';
import { WalletButton } from '@/features/wallet/components/wallet-button';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useFocusOnNavigation(MAIN_CONTENT_ID);
  return (
    <>
      <SkipLink />
      <SiteHeader walletSlot={<WalletButton />} />
      {/* tabIndex -1: the skip link focuses it; it is not a tab stop of its own. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page px-4 py-6 outline-none sm:px-6">
        <Outlet />
      </main>
      <ToastHost />
      {/* `?ref=CODE` on any page: remembered, and used when a wallet connects. */}
      <ReferralLinkCapture />
    </>
  );
}
