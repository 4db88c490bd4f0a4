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
import { estimateGas } from 'viem/actions';

/**
 * Anvil's ten well-known development keys, accounts 0–9 of the mnemonic "test test … junk" (derived
 * once with viem's `mnemonicToAccount`; a unit test holds them to it): public knowledge, funded only
 * on a local chain, never to be used anywhere else. The development wallet exists only when the app
 * is configured for the local chain. Constants rather than a derivation at runtime: deriving from
 * the mnemonic would put the BIP-39 word list and the HD key code into the app's bundle.
 */
export const DEVELOPMENT_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[];

/**
 * Their addresses, in the same order: the wallet list names each account without deriving ten public
 * keys when the wallet layer loads.
 */
export const DEVELOPMENT_ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const satisfies readonly Address[];

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
 * Half again over the chain's estimate when the app names no gas, as browser wallets do. WHY: state
 * moves between the estimate and the block; on Anvil, whose blocks can share a second, a swap mined in
 * a new second makes a fresh pair's first price-accumulator writes (~44k gas) that its estimate left out.
 */
const withWalletMargin = (estimate: bigint) => (estimate * 3n) / 2n;

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
        const call = { to: tx.to, data: tx.data, value: big(tx.value) };
        const gas = big(tx.gas) ?? withWalletMargin(await estimateGas(wallet, { account, ...call }));
        return wallet.sendTransaction({
          ...call,
          gas,
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
