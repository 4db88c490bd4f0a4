/**
 * A stranger's contract for tests on a real chain: each call emits whatever logs its calldata lists,
 * with any topics and data. It stands for everyone else's tokens and pairs on a busy chain (a
 * `Transfer` or `Sync` topic from an address that is not ours), for logs of a known topic with the
 * wrong shape, and, where a test needs our own events without our whole deployment, for our factory
 * or pair. Compiled with the repository's solc package.
 */
import solc from 'solc';
import { concat, type Hex, numberToHex, pad, size } from 'viem';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
// Calldata: records of [n: word][topic: word]*n[length: word][data, padded to words], back to back.
contract LogEmitter {
    fallback() external {
        assembly {
            let p := 0
            for {} lt(p, calldatasize()) {} {
                let n := calldataload(p)
                let length := calldataload(add(p, mul(32, add(n, 1))))
                let d := add(p, mul(32, add(n, 2)))
                calldatacopy(0, d, length)
                let t := add(p, 32)
                switch n
                case 0 { log0(0, length) }
                case 1 { log1(0, length, calldataload(t)) }
                case 2 { log2(0, length, calldataload(t), calldataload(add(t, 32))) }
                case 3 { log3(0, length, calldataload(t), calldataload(add(t, 32)), calldataload(add(t, 64))) }
                default {
                    log4(0, length, calldataload(t), calldataload(add(t, 32)), calldataload(add(t, 64)), calldataload(add(t, 96)))
                }
                p := add(d, mul(32, div(add(length, 31), 32)))
            }
        }
    }
}`;

/** The emitter's creation code. */
export function logEmitterCode(): Hex {
  const input = {
    language: 'Solidity',
    sources: { 'LogEmitter.sol': { content: SOURCE } },
    settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };
  const error = output.errors?.find((e) => e.severity === 'error');
  if (error) throw new Error(error.formattedMessage);
  return `0x${output.contracts['LogEmitter.sol']!.LogEmitter!.evm.bytecode.object}`;
}

export interface RawLog {
  /** 0 to 4 topics. */
  topics: readonly Hex[];
  data: Hex;
}

/** The calldata that makes the emitter emit `logs`, in order. */
export function emitCalldata(logs: readonly RawLog[]): Hex {
  const word = (n: number) => numberToHex(n, { size: 32 });
  return concat(
    logs.flatMap((log) => {
      const length = size(log.data);
      const padded = length % 32 === 0 ? log.data : pad(log.data, { dir: 'right', size: Math.ceil(length / 32) * 32 });
      return [word(log.topics.length), ...log.topics, word(length), ...(length ? [padded] : [])];
    }),
  );
}
