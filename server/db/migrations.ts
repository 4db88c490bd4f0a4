/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many ran.
 * Append new migrations; never edit one that has shipped.
 *
 * Exact amounts (wei) are TEXT decimal strings because token amounts overflow SQLite's 64-bit
 * integers; the REAL columns beside them exist only for sorting, filtering and display.
 */
const windowColumns = ['5m', '1h', '6h', '24h']
  .map(
    (w) => `buys_${w} INTEGER NOT NULL DEFAULT 0, sells_${w} INTEGER NOT NULL DEFAULT 0,
    volume_${w} REAL NOT NULL DEFAULT 0, price_ref_${w} REAL NOT NULL DEFAULT 0`,
  )
  .join(',\n    ');

/**
 * The token list filters on these columns under every sort; each sort's index carries them all, so
 * a filtered page or count reads the index alone and touches only the rows it returns.
 */
const FILTER_COLUMNS = 'is_graduated, socials, market_cap, funding_progress, tx_24h, created_at';

/**
 * Indexes that a history written into an empty database builds once at its end: one sorted build
 * is several times cheaper than a million random inserts.
 */
export const HISTORY_DEFERRED_INDEXES = {
  trades_token_ts: 'CREATE INDEX trades_token_ts ON trades (token_id, ts DESC, id DESC)',
  holdings_top: 'CREATE INDEX holdings_top ON holdings (token_id, balance_num DESC)',
  referral_events_referrer: 'CREATE INDEX referral_events_referrer ON referral_events (referrer, ts DESC)',
} as const;

/**
 * The triggers that keep the contentless full-text index of tokens equal to tokens.search_text. A
 * history written into an empty database drops them and indexes every token once at its end: about
 * 1 s less for 10,000 tokens.
 */
export const SEARCH_INDEX_TRIGGERS = {
  tokens_search_insert: `CREATE TRIGGER tokens_search_insert AFTER INSERT ON tokens BEGIN
    INSERT INTO tokens_search (rowid, search_text) VALUES (new.id, new.search_text);
  END`,
  tokens_search_delete: `CREATE TRIGGER tokens_search_delete AFTER DELETE ON tokens BEGIN
    INSERT INTO tokens_search (tokens_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END`,
  tokens_search_update: `CREATE TRIGGER tokens_search_update AFTER UPDATE OF search_text ON tokens BEGIN
    INSERT INTO tokens_search (tokens_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO tokens_search (rowid, search_text) VALUES (new.id, new.search_text);
  END`,
} as const;

/** The token list's sort indexes, each carrying the filter columns (created with the table, and again in migration 4). */
const TOKEN_LIST_INDEX_NAMES = [
  'tokens_created',
  'tokens_mcap',
  'tokens_funding_mcap',
  ...['5m', '1h', '6h', '24h'].map((w) => `tokens_trending_${w}`),
];
const TOKEN_LIST_INDEXES = `CREATE INDEX tokens_created ON tokens (created_at DESC, address, ${FILTER_COLUMNS});
  CREATE INDEX tokens_mcap ON tokens (market_cap DESC, address, ${FILTER_COLUMNS});
  CREATE INDEX tokens_funding_mcap ON tokens (is_graduated, market_cap DESC, address, ${FILTER_COLUMNS});
  ${['5m', '1h', '6h', '24h']
    .map(
      (w) =>
        `CREATE INDEX tokens_trending_${w} ON tokens ((buys_${w} + sells_${w}) DESC, volume_${w} DESC, created_at DESC, address, ${FILTER_COLUMNS});`,
    )
    .join('\n  ')}`;

/**
 * A token's top-10 holdings and its creator's holding, as ingest keeps them (`holder-shares.ts`) and
 * as migration 4 first computed them: the same SQL, so an old database and a reindex agree exactly.
 */
export const HOLDER_SHARES_SET = `top10_balance = (
    SELECT total(balance_num) FROM (
      SELECT balance_num FROM holdings WHERE token_id = tokens.id ORDER BY balance_num DESC LIMIT 10)),
  dev_balance = coalesce((SELECT balance_num FROM holdings WHERE token_id = tokens.id AND holder = tokens.owner), 0)`;

export const migrations: readonly string[] = [
  `
  CREATE TABLE tokens (
    id INTEGER PRIMARY KEY,
    address TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    ticker TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url TEXT NOT NULL,
    telegram TEXT,
    twitter TEXT,
    website TEXT,
    search_text TEXT NOT NULL,
    reserve_eth TEXT NOT NULL,
    reserve_token TEXT NOT NULL,
    is_graduated INTEGER NOT NULL DEFAULT 0,
    graduated_at INTEGER,
    pair_address TEXT,
    price_eth REAL NOT NULL,
    market_cap REAL NOT NULL,
    funding_progress REAL NOT NULL DEFAULT 0,
    total_holders INTEGER NOT NULL DEFAULT 0,
    trade_count INTEGER NOT NULL DEFAULT 0,
    ${windowColumns},
    -- Bit 1 telegram, 2 twitter, 4 website: "has all of these socials" is one mask test.
    socials INTEGER GENERATED ALWAYS AS (
      (telegram IS NOT NULL) | ((twitter IS NOT NULL) << 1) | ((website IS NOT NULL) << 2)
    ) VIRTUAL,
    tx_24h INTEGER GENERATED ALWAYS AS (buys_24h + sells_24h) VIRTUAL
  );
  ${TOKEN_LIST_INDEXES}
  CREATE INDEX tokens_owner ON tokens (owner);
  CREATE INDEX tokens_pair ON tokens (pair_address) WHERE pair_address IS NOT NULL;
  -- Substring search of name, ticker and description (contentless: the text lives in tokens.search_text).
  CREATE VIRTUAL TABLE tokens_search USING fts5 (search_text, content = '', tokenize = 'trigram');

  CREATE TABLE trades (
    id INTEGER PRIMARY KEY,
    token_id INTEGER NOT NULL REFERENCES tokens (id),
    tx_hash TEXT NOT NULL,
    block_number INTEGER NOT NULL,
    ts INTEGER NOT NULL,
    trader TEXT NOT NULL,
    side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
    eth_amount REAL NOT NULL,
    token_amount REAL NOT NULL,
    price_eth REAL NOT NULL,
    supply REAL NOT NULL,
    market_cap REAL NOT NULL
  );
  ${HISTORY_DEFERRED_INDEXES.trades_token_ts};
  CREATE INDEX trades_ts ON trades (ts, id);

  CREATE TABLE holdings (
    token_id INTEGER NOT NULL,
    holder TEXT NOT NULL,
    balance TEXT NOT NULL,
    balance_num REAL NOT NULL,
    PRIMARY KEY (token_id, holder)
  ) WITHOUT ROWID;
  ${HISTORY_DEFERRED_INDEXES.holdings_top};

  CREATE TABLE accounts (
    address TEXT PRIMARY KEY,
    points REAL NOT NULL DEFAULT 0,
    volume_eth REAL NOT NULL DEFAULT 0,
    trade_count INTEGER NOT NULL DEFAULT 0,
    first_seen INTEGER NOT NULL,
    last_trade_at INTEGER,
    referrer TEXT,
    referred_at INTEGER,
    referral_code TEXT UNIQUE,
    referral_code_created_at INTEGER
  ) WITHOUT ROWID;
  CREATE INDEX accounts_points ON accounts (points DESC, address);
  CREATE INDEX accounts_referrer ON accounts (referrer, referred_at) WHERE referrer IS NOT NULL;

  CREATE TABLE referral_events (
    id INTEGER PRIMARY KEY,
    referrer TEXT NOT NULL,
    referee TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('trade', 'token_creation', 'milestone', 'signup')),
    points REAL NOT NULL,
    ts INTEGER NOT NULL
  );
  ${HISTORY_DEFERRED_INDEXES.referral_events_referrer};

  CREATE TABLE chat_messages (
    id TEXT PRIMARY KEY,
    token_id INTEGER NOT NULL REFERENCES tokens (id),
    sender TEXT NOT NULL,
    message TEXT NOT NULL,
    signature TEXT UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX chat_token_created ON chat_messages (token_id, created_at DESC, id DESC);

  CREATE TABLE auction_bids (
    id INTEGER PRIMARY KEY,
    day TEXT NOT NULL,
    token TEXT NOT NULL,
    bidder TEXT NOT NULL,
    amount_eth REAL NOT NULL,
    tx_hash TEXT NOT NULL,
    ts INTEGER NOT NULL
  );
  CREATE INDEX auction_bids_day ON auction_bids (day, amount_eth DESC, ts);
  CREATE INDEX auction_bids_ts ON auction_bids (ts DESC);

  CREATE TABLE pairs (
    address TEXT PRIMARY KEY,
    token0 TEXT NOT NULL,
    token1 TEXT NOT NULL,
    reserve0 TEXT NOT NULL,
    reserve1 TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE pair_swaps (
    id INTEGER PRIMARY KEY,
    pair TEXT NOT NULL,
    ts INTEGER NOT NULL,
    volume_eth REAL NOT NULL
  );
  CREATE INDEX pair_swaps_pair_ts ON pair_swaps (pair, ts);

  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  CREATE TABLE auth_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE auth_sessions (
    token_hash TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  `
  CREATE TABLE uploads (
    sha256 TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    data BLOB NOT NULL,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  `
  -- The chain indexer: a trade or a bid is one log of one transaction, and never counts twice.
  ALTER TABLE trades ADD COLUMN log_index INTEGER;
  CREATE UNIQUE INDEX trades_tx_log ON trades (tx_hash, log_index) WHERE log_index IS NOT NULL;
  ALTER TABLE auction_bids ADD COLUMN log_index INTEGER;
  CREATE UNIQUE INDEX auction_bids_tx_log ON auction_bids (tx_hash, log_index) WHERE log_index IS NOT NULL;
  -- What the Launched event commits to: POST /api/metadata is accepted only for this hash.
  ALTER TABLE tokens ADD COLUMN metadata_hash TEXT;
  `,
  `
  -- The token list's filters are read from its sort indexes alone only if they are ordinary columns:
  -- SQLite never counts a VIRTUAL generated column as covered by an index, so a filter on socials or
  -- on the 24 h transaction count read every candidate's row. Ingest now writes both.
  ${TOKEN_LIST_INDEX_NAMES.map((name) => `DROP INDEX ${name};`).join('\n  ')}
  ALTER TABLE tokens DROP COLUMN socials;
  ALTER TABLE tokens DROP COLUMN tx_24h;
  -- Bit 1 telegram, 2 twitter, 4 website: "has all of these socials" is one mask test.
  ALTER TABLE tokens ADD COLUMN socials INTEGER NOT NULL DEFAULT 0;
  -- Always buys_24h + sells_24h.
  ALTER TABLE tokens ADD COLUMN tx_24h INTEGER NOT NULL DEFAULT 0;
  -- Kept by ingest as holdings change, so that top-10 and creator shares are read, not summed, per request.
  ALTER TABLE tokens ADD COLUMN top10_balance REAL NOT NULL DEFAULT 0;
  ALTER TABLE tokens ADD COLUMN dev_balance REAL NOT NULL DEFAULT 0;
  UPDATE tokens SET
    socials = (telegram IS NOT NULL) | ((twitter IS NOT NULL) << 1) | ((website IS NOT NULL) << 2),
    tx_24h = buys_24h + sells_24h,
    ${HOLDER_SHARES_SET};
  ${TOKEN_LIST_INDEXES}
  `,
  `
  -- The chain indexer's reorganisation window (server/chain/undo-log.ts): the hashes of the last
  -- indexed blocks, and for each of them the statements that undo what ingest wrote for it.
  CREATE TABLE chain_blocks (number INTEGER PRIMARY KEY, hash TEXT NOT NULL, time INTEGER NOT NULL);
  CREATE TABLE chain_undo (seq INTEGER PRIMARY KEY, block INTEGER NOT NULL, sql TEXT NOT NULL);
  CREATE INDEX chain_undo_block ON chain_undo (block);
  `,
  `
  -- The metadata posted for a launch that a reorganisation dropped (server/ingest/posted-metadata.ts):
  -- applied again when the same launch (address and metadata hash) is mined in a replacement block.
  CREATE TABLE pending_metadata (
    address TEXT PRIMARY KEY,
    metadata_hash TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url TEXT NOT NULL,
    telegram TEXT,
    twitter TEXT,
    website TEXT
  ) WITHOUT ROWID;
  `,
  `
  -- The chat posted on a launch that a reorganisation dropped (server/ingest/pending-chat.ts): posted
  -- again when the same launch (its address) is mined in a replacement block. By token address, since
  -- the token's row is gone.
  CREATE TABLE pending_chat (
    id TEXT PRIMARY KEY,
    token TEXT NOT NULL,
    sender TEXT NOT NULL,
    message TEXT NOT NULL,
    signature TEXT,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX pending_chat_token ON pending_chat (token);
  `,
  `
  -- The full-text index follows tokens.search_text by itself: whatever writes or undoes a token's row
  -- (ingest, a rollback's undo log) leaves the index matching it. A rollback that restored a token's
  -- text without telling the index left the posted text under a row id the next launch took.
  ${Object.values(SEARCH_INDEX_TRIGGERS).join(';\n  ')};
  `,
  `
  -- The metric windows count volume in whole gwei (server/ingest/windows.ts volumeUnits), exact whatever
  -- order a window's trades were added and subtracted in. ETH here until now, within float dust.
  UPDATE tokens SET ${['5m', '1h', '6h', '24h'].map((w) => `volume_${w} = round(volume_${w} * 1e9)`).join(', ')};
  `,
];
