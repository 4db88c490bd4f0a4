/** Logs as `eth_simulateV1` returns them, built for the preview's unit tests. */
import { type Address, concat, type Hex, pad, toEventSelector, toHex } from 'viem';
import { ETH_PSEUDO_TOKEN, type PreviewLog } from './account-changes';

const topic = (address: Address) => pad(address, { size: 32 }) as Hex;
const word = (amount: bigint) => pad(toHex(amount), { size: 32 });

export const transferLog = (token: Address, from: Address, to: Address, amount: bigint): PreviewLog => ({
  address: token,
  topics: [toEventSelector('Transfer(address,address,uint256)'), topic(from), topic(to)],
  data: word(amount),
});
export const ethLog = (from: Address, to: Address, amount: bigint) => transferLog(ETH_PSEUDO_TOKEN, from, to, amount);
export const approvalLog = (token: Address, owner: Address, spender: Address, amount: bigint): PreviewLog => ({
  address: token,
  topics: [toEventSelector('Approval(address,address,uint256)'), topic(owner), topic(spender)],
  data: word(amount),
});
/** ERC-721's Approval: ERC-20's topic, the token id indexed as a fourth topic, no data. */
export const nftApprovalLog = (nft: Address, owner: Address, spender: Address, tokenId: bigint): PreviewLog => ({
  address: nft,
  topics: [toEventSelector('Approval(address,address,uint256)'), topic(owner), topic(spender), word(tokenId)],
  data: '0x',
});
export const nftTransferLog = (nft: Address, from: Address, to: Address, tokenId: bigint): PreviewLog => ({
  address: nft,
  topics: [toEventSelector('Transfer(address,address,uint256)'), topic(from), topic(to), word(tokenId)],
  data: '0x',
});
export const approvalForAllLog = (nft: Address, owner: Address, operator: Address, approved: boolean): PreviewLog => ({
  address: nft,
  topics: [toEventSelector('ApprovalForAll(address,address,bool)'), topic(owner), topic(operator)],
  data: word(approved ? 1n : 0n),
});
/** Permit2's `Approval` (or, with a nonce, `Permit`): owner, token, spender indexed; amount, expiration[, nonce]. */
export const permit2Log = (
  permit2: Address,
  owner: Address,
  token: Address,
  spender: Address,
  amount: bigint,
  event: 'Approval' | 'Permit' = 'Approval',
): PreviewLog => ({
  address: permit2,
  topics: [
    toEventSelector(
      event === 'Approval'
        ? 'Approval(address,address,address,uint160,uint48)'
        : 'Permit(address,address,address,uint160,uint48,uint48)',
    ),
    topic(owner),
    topic(token),
    topic(spender),
  ],
  data: concat([word(amount), word(2n ** 40n), ...(event === 'Permit' ? [word(0n)] : [])]),
});
export const depositLog = (weth: Address, to: Address, amount: bigint): PreviewLog => ({
  address: weth,
  topics: [toEventSelector('Deposit(address,uint256)'), topic(to)],
  data: word(amount),
});
export const withdrawalLog = (weth: Address, from: Address, amount: bigint): PreviewLog => ({
  address: weth,
  topics: [toEventSelector('Withdrawal(address,uint256)'), topic(from)],
  data: word(amount),
});

export const ME: Address = '0x1111111111111111111111111111111111111111';
export const CURVE: Address = '0x2222222222222222222222222222222222222222';
export const PEPE: Address = '0x3333333333333333333333333333333333333333';
export const USDT: Address = '0x4444444444444444444444444444444444444444';
export const STRANGER: Address = '0x5555555555555555555555555555555555555555';
export const WETH: Address = '0x6666666666666666666666666666666666666666';
export const ROUTER: Address = '0x7777777777777777777777777777777777777777';
export const PAIR: Address = '0x8888888888888888888888888888888888888888';
export const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
