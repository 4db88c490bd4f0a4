/**
 * The code deployments are made of, read in Node (the services, the deploy command, the app's build):
 * ours from contracts/build/bytecode.json (`npm run contracts:build`), Uniswap V2's from its npm
 * artifacts. Never imported by the app itself.
 */
import { readFileSync } from 'node:fs';
import type { Hex } from 'viem';
import type { DeploymentCode } from './deployment-plan.ts';

const root = new URL('../../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const uniswap = (path: string): Hex => `0x${readJson(`node_modules/@uniswap/${path}`).bytecode}`;

/** Our compiled contracts' bytecode, as contracts/build/bytecode.json holds it. */
export interface LocalBytecode {
  /** What it was built from: contracts/build is stale when this differs from contracts/src's hash. */
  sourceHash: string;
  LaunchFactory: Hex;
  /** Not deployed by us: LaunchFactory creates each token; its code gives a launch's address in advance. */
  LaunchToken: Hex;
  FeaturedAuction: Hex;
  LocalStablecoin: Hex;
  /** USDT's quirks: no return values, and no change from one non-zero allowance to another. */
  LocalTether: Hex;
}

export function readLocalBytecode(): LocalBytecode {
  return readJson('contracts/build/bytecode.json');
}

/** Uniswap V2's contracts as the npm artifacts hold them (their pair's init code hash is Router02's). */
export function uniswapCode(): Pick<DeploymentCode, 'WETH9' | 'UniswapV2Factory' | 'UniswapV2Router02'> {
  return {
    WETH9: uniswap('v2-periphery/build/WETH9.json'),
    UniswapV2Factory: uniswap('v2-core/build/UniswapV2Factory.json'),
    UniswapV2Router02: uniswap('v2-periphery/build/UniswapV2Router02.json'),
  };
}

/** All the code a deployment is planned with, and what ours was built from. */
export function readDeploymentCode(): DeploymentCode & { sourceHash: string } {
  return { ...readLocalBytecode(), ...uniswapCode() };
}
