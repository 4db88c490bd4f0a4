/**
 * Compiles the repository's Solidity with the pinned `solc` package (standard JSON), offline: imports
 * resolve in the repository, then in node_modules (OpenZeppelin). Nothing is cached on disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

function findImport(path: string): { contents: string } | { error: string } {
  for (const base of [ROOT, join(ROOT, 'node_modules')]) {
    try {
      return { contents: readFileSync(join(base, path), 'utf8') };
    } catch {}
  }
  return { error: `${path} is neither in the repository nor in node_modules` };
}

/** Our settings, Forge's too (contracts/foundry.toml): the deployed bytecode is the tested bytecode. */
export const SOLC_SETTINGS = {
  // Cancun: what every Anvil of the last years runs, whatever solc's newest default.
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
} as const;

/** The .sol files under `dir` (from the repository root), sorted, as paths from the root. */
export function solidityFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sol'))
    .map((file) => join(dir, file))
    .sort();
}

/** Every contract of `paths` (from the repository root) and of their imports, by contract name. */
export function compileSolidity(paths: string[]): Record<string, CompiledContract> {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(paths.map((p) => [p, { content: readFileSync(join(ROOT, p), 'utf8') }])),
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output: SolcOutput = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const compiled: Record<string, CompiledContract> = {};
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(contracts)) {
      compiled[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  }
  return compiled;
}
