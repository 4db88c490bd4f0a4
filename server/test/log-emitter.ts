/**
 * Contracts that only emit logs, written as raw EVM bytecode (no compiler): each call runs `count`
 * rounds (the calldata's first word), each emitting one log of each of its shapes, their topics fixed
 * at deployment or the round's counter, their data words holding the counter (the value of a
 * Transfer, a reserve of a Sync). About 2,000 gas a log: a 30 M gas block holds over 10,000 of them.
 */
import { concat, type Hex, pad, toHex } from 'viem';

/** A topic: a fixed 32-byte word, or the loop's counter (a value put where an ERC-20 has none). */
type Topic = Hex | 'counter';

export interface LogShape {
  topics: Topic[];
  /** 32-byte words of data, each the counter. */
  dataWords: number;
}

const op = {
  STOP: '00',
  SUB: '03',
  ISZERO: '15',
  CALLDATALOAD: '35',
  CODECOPY: '39',
  MLOAD: '51',
  MSTORE: '52',
  JUMP: '56',
  JUMPI: '57',
  JUMPDEST: '5b',
  DUP1: '80',
  SWAP1: '90',
  RETURN: 'f3',
} as const;
const push1 = (n: number) => `60${n.toString(16).padStart(2, '0')}`;
const push2 = (n: number) => `61${n.toString(16).padStart(4, '0')}`;
const push32 = (word: Hex) => `7f${pad(word, { size: 32 }).slice(2).toLowerCase()}`;
const log = (topics: number) => (0xa0 + topics).toString(16);

/** One log of a shape: memory words 0… hold the counter n (on the stack's top), then LOGk. */
function emit(shape: LogShape): string {
  const words = Math.max(1, shape.dataWords);
  const stores = Array.from({ length: words }, (_, i) => [op.DUP1, push1(i * 32), op.MSTORE].join('')).join('');
  // LOGk pops offset, size, topic0, topic1…: the last topic is pushed first. The counter is read back
  // from memory word 0 (stored there also when the log has no data).
  const topics = [...shape.topics]
    .reverse()
    .map((t) => (t === 'counter' ? push1(0) + op.MLOAD : push32(t)))
    .join('');
  return [stores, topics, push1(shape.dataWords * 32), push1(0), log(shape.topics.length)].join('');
}

/** The runtime: while (n != 0) { emit each shape with n; n -= 1 }. */
export function logEmitterRuntime(shapes: LogShape[]): Hex {
  const body = (end: number) => {
    return [
      op.JUMPDEST,
      op.DUP1,
      op.ISZERO,
      push2(end),
      op.JUMPI,
      ...shapes.map(emit),
      push1(1),
      op.SWAP1,
      op.SUB,
      push2(LOOP),
      op.JUMP,
    ].join('');
  };
  const head = push1(0) + op.CALLDATALOAD;
  const LOOP = head.length / 2;
  const end = LOOP + body(0).length / 2;
  return `0x${head}${body(end)}${op.JUMPDEST}${op.STOP}`;
}

/** Creation code that deploys the runtime as it is. */
export function logEmitterInitCode(shapes: LogShape[]): Hex {
  const code = logEmitterRuntime(shapes);
  const length = (code.length - 2) / 2;
  const init = [push2(length), op.DUP1, push2(13), push1(0), op.CODECOPY, push1(0), op.RETURN].join('');
  return concat([`0x${init}`, code]);
}

/** The calldata asking for `count` logs. */
export const emitCount = (count: number): Hex => toHex(count, { size: 32 });
