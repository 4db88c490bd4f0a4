/** The services' settings: CONFIRMATIONS' default per chain, and the depth it may not reach. */
import { describe, expect, it } from 'vitest';
import { REORG_WINDOW } from './chain/indexer';
import { loadConfig } from './config';

describe('CONFIRMATIONS', () => {
  it('defaults to 0 on the local chain and to 2 on any other (a sequencer may replace a block or two)', () => {
    expect(loadConfig({}).confirmations).toBe(0);
    expect(loadConfig({ CHAIN_ID: '84532' }).confirmations).toBe(2);
    expect(loadConfig({ CHAIN_ID: '8453', CONFIRMATIONS: '0' }).confirmations).toBe(0);
  });

  it('is refused at the undo window or deeper, saying why', () => {
    expect(loadConfig({ CHAIN_ID: '1', CONFIRMATIONS: String(REORG_WINDOW - 1) }).confirmations).toBe(255);
    expect(() => loadConfig({ CHAIN_ID: '1', CONFIRMATIONS: String(REORG_WINDOW) })).toThrow(
      /CONFIRMATIONS=256 is refused: it must be below 256.*without its undo log, and a reorganisation could not be rolled back/,
    );
  });
});
