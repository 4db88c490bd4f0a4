/** Logs as `eth_simulateV1` returns them, built for the preview's unit tests. */
import { type Address, type Hex, pad, toEventSelector, toHex } from 'viem';
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
