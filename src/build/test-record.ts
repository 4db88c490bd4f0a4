/**
 * A true deployment record of chain 84532 for the build's tests: our contracts planned as `npm run
 * deploy` plans them (Uniswap V2 deployed by us), with addresses 0x…06 to 0x…09 for the chain's own
 * stablecoins, the fee recipient and the feeToSetter.
 */
import type { Address } from 'viem';
import { readDeploymentCode } from '../../interface/contracts/deployment-code';
import { planDeployments } from '../../interface/contracts/deployment-plan';

export const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

const origin = {
  deployer: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
  salt: `0x${'00'.repeat(32)}`,
} as const satisfies { deployer: Address; salt: `0x${string}` };
const code = readDeploymentCode();
const { book } = planDeployments(code, origin, {
  feeRecipient: A(8),
  uniswap: { feeToSetter: A(9) },
  stablecoins: { usdc: A(6), usdt: A(7) },
});

export const RECORD_84532 = {
  chainId: 84532,
  ...book,
  startBlock: 12,
  uniswapV2FeeToSetter: A(9),
  create2Deployer: origin.deployer,
  salt: origin.salt,
  compiler: { version: '0.8.37', settings: { optimizer: { enabled: true } } },
  sourcesHash: code.sourceHash,
};
