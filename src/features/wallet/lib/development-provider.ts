import {
  type Address,
  type Chain,
  createWalletClient,
  type EIP1193RequestFn,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  numberToHex,
  SwitchChainError,
  type TypedDataDefinition,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/**
 * Anvil's well-known development keys (mnemonic "test test … junk"): public knowledge, funded only on
 * a local chain, never to be used anywhere else. The development wallet exists only when the app is
 * configured for the local chain.
 */
export const DEVELOPMENT_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
] as const satisfies readonly Hex[];

export interface DevelopmentProvider {
  request: EIP1193RequestFn;
  on(): void;
  removeListener(): void;
  readonly account: PrivateKeyAccount;
}

type RpcTransaction = Partial<Record<'to' | 'data' | 'value' | 'gas' | 'gasPrice' | 'nonce', Hex>> & {
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
};

const big = (v: Hex | undefined) => (v === undefined ? undefined : hexToBigInt(v));

/**
 * An EIP-1193 provider that signs with a local key and sends through the chain's RPC. Signing happens
 * here, not at the node: it works before a chain runs (chat and referral signatures), and it never
 * needs `eth_sign`, which the app refuses on principle.
 */
export function createDevelopmentProvider({
  privateKey,
  chain,
  rpcUrl,
}: {
  privateKey: Hex;
  chain: Chain;
  rpcUrl: string;
}): DevelopmentProvider {
  const account = privateKeyToAccount(privateKey);
  const transport = http(rpcUrl, { retryCount: 0 });
  const rpc = transport({ chain });
  const wallet = createWalletClient({ account, chain, transport });

  const ownAddress = (value: unknown) => {
    if (typeof value !== 'string' || !isAddressEqual(value as Address, account.address)) {
      throw new UnauthorizedProviderError(new Error(`The development wallet holds only ${account.address}`));
    }
  };

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args: unknown[] = Array.isArray(params) ? params : [];
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_chainId':
        return numberToHex(chain.id);
      case 'net_version':
        return String(chain.id);
      case 'personal_sign': {
        ownAddress(args[1]);
        return account.signMessage({ message: { raw: args[0] as Hex } });
      }
      case 'eth_signTypedData_v4': {
        ownAddress(args[0]);
        const typed = (typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition;
        return account.signTypedData(typed);
      }
      case 'eth_sendTransaction': {
        const tx = (args[0] ?? {}) as RpcTransaction & { from?: unknown };
        if (tx.from !== undefined) ownAddress(tx.from);
        const fees =
          tx.maxFeePerGas !== undefined
            ? { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
            : tx.gasPrice !== undefined
              ? { gasPrice: big(tx.gasPrice) }
              : {};
        return wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: big(tx.value),
          gas: big(tx.gas),
          nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce)),
          ...fees,
        } as Parameters<typeof wallet.sendTransaction>[0]);
      }
      case 'wallet_switchEthereumChain': {
        const wanted = Number((args[0] as { chainId?: string } | undefined)?.chainId);
        if (wanted !== chain.id) throw new SwitchChainError(new Error(`Only chain ${chain.id} is available`));
        return null;
      }
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new UnsupportedProviderMethodError(new Error(`${method} is not offered: sign readable messages instead`));
      default:
        // Reads (balances, calls, receipts) go to the node unchanged.
        return rpc.request({ method, params } as Parameters<typeof rpc.request>[0]);
    }
  }

  return {
    request: request as EIP1193RequestFn,
    // The account and chain never change on their own, so there are no events to subscribe to.
    on: () => undefined,
    removeListener: () => undefined,
    account,
  };
}
