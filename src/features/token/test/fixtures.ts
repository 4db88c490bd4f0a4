import {
  type BatchToken,
  batchTokenSchema,
  type PriceUpdate,
  priceUpdateSchema,
  type TokenDetail,
  tokenDetailSchema,
} from '@interface/tokens';

export const TOKEN_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const TRADER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

/** A trade `secondsAgo` old, checked by the interface schema so fixtures cannot drift. */
export function makeTrade(secondsAgo: number, overrides: Partial<PriceUpdate> = {}): PriceUpdate {
  return priceUpdateSchema.parse({
    tx_hash: `0x${secondsAgo.toString(16).padStart(64, '0')}`,
    block_number: 1000 - secondsAgo,
    log_index: 0,
    timestamp: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    trader: TRADER,
    side: secondsAgo % 3 === 0 ? 'sell' : 'buy',
    eth_amount: 0.25,
    token_amount: 8_000_000,
    price_eth: 0.00000003 + secondsAgo * 1e-11,
    supply: 300_000_000,
    market_cap: 30,
    ...overrides,
  });
}

export function makeTokenDetail(overrides: Partial<TokenDetail> = {}): TokenDetail {
  return tokenDetailSchema.parse({
    address: TOKEN_ADDRESS,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    owner: '0x1111111111111111111111111111111111111111',
    name: 'Based Otter',
    ticker: 'OTTER',
    description: 'The most based otter on the chain.',
    image_url: `http://127.0.0.1:8787/logos/${TOKEN_ADDRESS}.png`,
    telegram: 'https://t.me/basedotter',
    twitter: null,
    website: 'javascript:alert(1)',
    market_cap: 30.5,
    funding_progress: 0.375,
    price_eth: 0.0000000305,
    price_updates: [makeTrade(5), makeTrade(30), makeTrade(90)],
    ...overrides,
  });
}

export function makeBatchToken(overrides: Partial<BatchToken> = {}): BatchToken {
  const { price_updates: _, telegram: _t, twitter: _x, website: _w, ...identity } = makeTokenDetail();
  return batchTokenSchema.parse({
    ...identity,
    is_graduated: false,
    volume_24h: 12.5,
    price_change_24h: 8.25,
    txns_24h_buys: 120,
    txns_24h_sells: 45,
    volume_1h: 1.75,
    price_change_1h: -2.5,
    txns_1h_buys: 9,
    txns_1h_sells: 4,
    total_holders: 321,
    top_10_percentage: 41.2,
    dev_holding_percentage: 3.4,
    ...overrides,
  });
}
