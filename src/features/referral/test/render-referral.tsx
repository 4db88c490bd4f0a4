import type { ReferralPeriod } from '@interface/referral';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { Config } from 'wagmi';
import { createQueryClient } from '@/app/query-client';
import { ToastHost } from '@/components/ui/toast-host';
import {
  useWalletBridge,
  useWalletSignInRequest,
  type WalletAccount,
  WalletStateProvider,
} from '@/features/wallet/wallet-state';
import { ReferralLinkCapture } from '../components/referral-link-capture';
import { ReferralPage } from '../components/referral-page';
import { WALLET } from './fixtures';

/** A wallet the test connects and disconnects, signing with a real key (Anvil's first). */
export function createFakeWallet(connected = true) {
  const listeners = new Set<() => void>();
  let account: WalletAccount | undefined = connected
    ? { address: WALLET.address, chainId: 31337, connectorName: 'Test' }
    : undefined;
  const set = (next: WalletAccount | undefined) => {
    account = next;
    for (const l of listeners) l();
  };
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get: () => account,
    connect: (address = WALLET.address) => set({ address, chainId: 31337, connectorName: 'Test' }),
    disconnect: () => set(undefined),
    open: vi.fn(),
    /** What RainbowKit's dialog would do when the person presses "Sign message"; false: they close it. */
    approvesSignIn: true,
    signedMessages: [] as string[],
  };
}
export type FakeWallet = ReturnType<typeof createFakeWallet>;

/**
 * Stands in for the wallet layer (wagmi + RainbowKit, covered in Chromium by e2e/referrals.spec.ts):
 * it reports the fake wallet's account through the same bridge, and when sign-in is asked for it does
 * what RainbowKit's sign-in dialog does with the registered adapter: nonce, message, signature, verify.
 */
function FakeWalletLayer({ wallet }: { wallet: FakeWallet }) {
  const bridge = useWalletBridge();
  const { signIn, requested, finish } = useWalletSignInRequest();
  const account = useSyncExternalStore(wallet.subscribe, wallet.get);
  const running = useRef(false);

  useEffect(() => bridge.report({ account, config: {} as Config, open: wallet.open }), [bridge, account, wallet]);

  useEffect(() => {
    if (!requested || running.current) return;
    if (!signIn || !account || !wallet.approvesSignIn) return finish();
    running.current = true;
    void (async () => {
      try {
        const nonce = await signIn.getNonce();
        const message = signIn.createMessage({ nonce, address: account.address, chainId: account.chainId });
        wallet.signedMessages.push(message);
        await signIn.verify({ message, signature: await WALLET.signMessage({ message }) });
      } finally {
        running.current = false;
        finish();
      }
    })();
  }, [requested, signIn, account, wallet, finish]);
  return null;
}

function Providers({ wallet, children }: { wallet: FakeWallet; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return (
    <QueryClientProvider client={queryClient}>
      <WalletStateProvider autoLoad={false}>
        <FakeWalletLayer wallet={wallet} />
        {children}
        <ToastHost />
      </WalletStateProvider>
    </QueryClientProvider>
  );
}

function PageWithPeriod({ initial }: { initial: ReferralPeriod }) {
  const [period, setPeriod] = useState(initial);
  return <ReferralPage period={period} onPeriodChange={setPeriod} />;
}

/** The referrals page with real providers (a fresh QueryClient without retries) and a fake wallet. */
export function renderReferralPage({ wallet = createFakeWallet(), period = 'all' as ReferralPeriod } = {}) {
  const user = userEvent.setup();
  const result = render(
    <Providers wallet={wallet}>
      <PageWithPeriod initial={period} />
    </Providers>,
  );
  return { ...result, user, wallet };
}

/** A router of two pages with the referral link capture at its root, as src/routes/__root.tsx mounts it. */
export function renderLinkCapture(path: string, wallet: FakeWallet) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ReferralLinkCapture />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> });
  const other = createRoute({ getParentRoute: () => root, path: '/other', component: () => <h1>Other</h1> });
  const router = createRouter({
    routeTree: root.addChildren([home, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <Providers wallet={wallet}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
