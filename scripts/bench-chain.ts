/**
 * `npm run bench:chain`: the genesis at full scale on a fresh Anvil, then the services' first index of
 * it. Prints the genesis's time and transactions per second, and the indexer's events per second.
 * `GENESIS_TRADES` / `GENESIS_TOKENS` change the scale; `VERIFY=1` also reads every receipt.
 */
import { addressBook } from '../interface/contracts/address-book';
import { createServices } from '../server/app';
import { readLocalBytecode } from '../server/chain/deployment';
import { writeChatAndMetadata, writeReferrals } from '../server/chain/genesis/community';
import { buildGenesis, GENESIS_ANVIL_ARGS } from '../server/chain/genesis/genesis';
import { createIndexer } from '../server/chain/indexer';
import { startPrivateChain } from '../server/chain/private-chain';
import { loadConfig } from '../server/config';
import { loadRegistry } from '../server/swap/registry';

const trades = Number(process.env.GENESIS_TRADES ?? 50_000);
const tokens = Number(process.env.GENESIS_TOKENS ?? 640);
const seconds = (since: number) => (performance.now() - since) / 1000;

const chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
try {
  const book = addressBook(31337);
  let started = performance.now();
  const genesis = await buildGenesis({
    rpcUrl: chain.url,
    seed: 20261122,
    now: Date.now(),
    scale: { tokens, trades },
    registry: loadRegistry(31337),
    book,
    bytecode: readLocalBytecode(),
    verify: process.env.VERIFY === '1',
  });
  const genesisSeconds = seconds(started);
  console.log(
    `genesis: ${genesis.tokens} tokens, ${genesis.trades} trades as ${genesis.transactions} transactions` +
      ` in ${genesis.blocks} blocks: ${genesisSeconds.toFixed(1)} s, ${(genesis.transactions / genesisSeconds).toFixed(0)} tx/s` +
      (genesis.reverted ? `, ${genesis.reverted.length} reverted` : ''),
  );

  const config = loadConfig({ DATABASE_PATH: ':memory:', RPC_URL: chain.url, SIMULATE: '0' });
  const { ctx } = createServices(config);
  started = performance.now();
  writeReferrals(ctx.ingest, genesis.community);
  const indexer = createIndexer(ctx.db, ctx.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  while ((await indexer.syncOnce()) > 0) {}
  writeChatAndMetadata(ctx.ingest, genesis.community);
  const indexSeconds = seconds(started);
  const { n } = ctx.db.prepare('SELECT count(*) AS n FROM trades').get() as { n: number };
  console.log(
    `first index: ${n} trades in ${indexSeconds.toFixed(1)} s, ${(genesis.transactions / indexSeconds).toFixed(0)} transactions/s`,
  );
  ctx.db.close();
} finally {
  await chain.stop();
}
