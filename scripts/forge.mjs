// `npm run test:contracts` and friends: runs Forge on contracts/, offline, with the pinned solc npm
// package behind contracts/bin/solc. Finds Forge (FORGE_PATH, PATH, tools/forge) or installs it in
// tools/forge first, and says so. Arguments pass through: `node scripts/forge.mjs test -vv`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { foundryTool } from './lib/foundry-tool.mjs';

const root = fileURLToPath(new URL('../contracts', import.meta.url));
const forge = await foundryTool('forge').find();
const args = [...process.argv.slice(2), '--root', root, '--offline', '--use', `${root}/bin/solc`];
// From contracts/: Forge keeps fuzz failures and caches relative to where it runs.
const run = spawnSync(forge, args, { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
