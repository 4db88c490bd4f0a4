// @vitest-environment node
/**
 * The plugin in a real Vite build (a one-line entry, in memory): what VITE_CHAIN_ID and DEPLOYMENTS_DIR
 * make of `virtual:app-chain`, and the build stopped, naming the file, when the chain has no record.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_84532 } from './test-record';
import { appChain } from './vite-plugin';

const RECORD = RECORD_84532;
const LAUNCH_FACTORY = RECORD.launchFactory;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'app-chain-build-'));
  writeFileSync(
    join(root, 'entry.js'),
    "import { book, chain } from 'virtual:app-chain';\nexport const built = [chain.id, chain.name, book.launchFactory, import.meta.env.VITE_CHAIN_ID];\n",
  );
  // The app's tests pin the local chain (VITEST): this test is the build's, with the build's environment.
  vi.stubEnv('VITEST', '');
  vi.stubEnv('VITE_CHAIN_ID', '84532');
  vi.stubEnv('VITE_RPC_URL', '');
  vi.stubEnv('DEPLOYMENTS_DIR', join(root, 'deployments'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const buildEntry = async () => {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [appChain()],
    build: { write: false, minify: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } },
  })) as Rollup.RollupOutput[];
  return output[0]!.output[0].code;
};

describe('appChain (the Vite plugin)', () => {
  it("builds another chain's book from DEPLOYMENTS_DIR's record, with viem's definition of the chain", async () => {
    const dir = join(root, 'deployments');
    mkdirSync(dir);
    writeFileSync(join(dir, '84532.json'), JSON.stringify(RECORD));
    const code = await buildEntry();
    expect(code).toContain('"Base Sepolia"');
    expect(code).toContain(LAUNCH_FACTORY);
    // Plain data: none of viem's other chains came along.
    expect(code).not.toContain('Ethereum');
  }, 60_000);

  it('gives import.meta.env (src/app/env.ts) the chain it resolved: a blank VITE_CHAIN_ID is the local chain in both', async () => {
    vi.stubEnv('VITE_CHAIN_ID', ' ');
    const code = await buildEntry();
    expect(code).toContain('"Local chain"');
    // The local book, and import.meta.env's VITE_CHAIN_ID the same chain (not blank, which env.ts refuses).
    expect(code).toMatch(/LOCAL_ADDRESSES\.launchFactory,\s*"31337"/);
  }, 60_000);

  it('stops the build on an edited record, naming the field', async () => {
    const dir = join(root, 'deployments');
    mkdirSync(dir);
    writeFileSync(join(dir, '84532.json'), JSON.stringify({ ...RECORD, featuredAuction: RECORD.launchFactory }));
    await expect(buildEntry()).rejects.toThrow(
      /84532\.json: The deployment record of chain 84532 is not true: featuredAuction is/,
    );
  }, 60_000);

  it('stops the build without a record, naming the file expected and `npm run deploy`', async () => {
    await expect(buildEntry()).rejects.toThrow(
      `No address book for chain 84532 (VITE_CHAIN_ID): ${join(root, 'deployments', '84532.json')} does not exist. ` +
        'Deploy the contracts to that chain with `npm run deploy`',
    );
  }, 60_000);
});
