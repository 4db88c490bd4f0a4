/**
 * The solc standard JSON input our contracts are built from, complete: every contracts/src file and
 * every file they import (OpenZeppelin's from node_modules), under the source unit names solc gives
 * them when compileSolidity resolves the imports. Compiled as it is (no import callback), it gives
 * the bytecode in contracts/build, so a block explorer that takes a standard JSON input verifies our
 * deployed contracts from it.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { SOLC_SETTINGS, solidityFiles } from './solc';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface StandardJsonInput {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: typeof SOLC_SETTINGS & { outputSelection: Record<string, Record<string, string[]>> };
}

/** The compiler the build uses, as block explorers name it (e.g. v0.8.37+commit.f401782d). */
export function compilerVersion(): string {
  return `v${solc.version().replace(/\.Emscripten.*$/, '')}`;
}

const IMPORT = /^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm;

/** Where solc puts `path` imported from the unit `from`: beside it when relative, else as written. */
const importedUnit = (from: string, path: string) =>
  path.startsWith('./') || path.startsWith('../') ? posix.normalize(posix.join(posix.dirname(from), path)) : path;

/** Reads a unit as compileSolidity's import callback does: from the repository, then node_modules. */
function readUnit(unit: string): string {
  for (const base of [ROOT, join(ROOT, 'node_modules')]) {
    try {
      return readFileSync(join(base, unit), 'utf8');
    } catch {}
  }
  throw new Error(`${unit} is neither in the repository nor in node_modules`);
}

export function standardJsonInput(dir = 'contracts/src'): StandardJsonInput {
  const sources: Record<string, { content: string }> = {};
  const pending = solidityFiles(dir);
  for (let unit = pending.pop(); unit !== undefined; unit = pending.pop()) {
    if (sources[unit]) continue;
    const content = readUnit(unit);
    sources[unit] = { content };
    for (const match of content.matchAll(IMPORT)) pending.push(importedUnit(unit, match[1] as string));
  }
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
  return {
    language: 'Solidity',
    sources: sorted,
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'metadata'] } },
    },
  };
}

/** The fully qualified name an explorer asks for (`contracts/src/LaunchFactory.sol:LaunchFactory`). */
export function qualifiedName(input: StandardJsonInput, contract: string): string {
  const declares = new RegExp(`^\\s*(?:abstract\\s+)?contract\\s+${contract}\\b`, 'm');
  const unit = Object.keys(input.sources).find((name) => declares.test(input.sources[name]?.content ?? ''));
  if (!unit) throw new Error(`no source declares contract ${contract}`);
  return `${unit}:${contract}`;
}
