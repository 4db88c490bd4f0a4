import { useState } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { useWallet } from '@/features/wallet/wallet-state';
import { switchToAppChain } from '@/lib/switch-to-app-chain';

export type ReadyWallet = { config: Config; account: Address };

/** The wallet, when it can send on the app's chain. */
export function readyWallet(wallet: ReturnType<typeof useWallet>): ReadyWallet | undefined {
  const { config, account } = wallet;
  return config && account && account.chainId === env.chainId ? { config, account: account.address } : undefined;
}

interface WalletGateProps {
  /** What the button would do once a wallet is ready: "bid", "withdraw", "settle". */
  purpose: string;
  children: (wallet: ReadyWallet) => React.ReactNode;
}

/**
 * The wallet a transaction needs: none connected offers Connect, another chain offers the switch
 * (the wallet's own prompt), and only on the app's chain does the action itself show.
 */
export function WalletGate({ purpose, children }: WalletGateProps) {
  const wallet = useWallet();
  const [switching, setSwitching] = useState(false);
  const { config, account } = wallet;
  if (!account || !config) {
    return (
      <Button variant="secondary" onClick={wallet.openWallet} busy={wallet.opening}>
        Connect a wallet to {purpose}
      </Button>
    );
  }
  if (account.chainId !== env.chainId) {
    const switchChain = () => {
      setSwitching(true);
      void switchToAppChain(config, wallet.openWallet).finally(() => setSwitching(false));
    };
    return (
      <Button variant="secondary" onClick={switchChain} busy={switching}>
        Switch to the app’s chain to {purpose}
      </Button>
    );
  }
  return <>{children({ config, account: account.address })}</>;
}
