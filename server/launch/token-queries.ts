import type { TokenListQuery } from '../../interface/tokens';
import { TOKEN_PAGE_SIZE } from '../../interface/tokens';
import type { Db } from '../db/open';
import { prepareRows, type RowStatement } from '../db/rows';
import { TOKEN_COLUMNS, type TokenRow } from './token-json';

/** Trigram full-text search needs three characters; shorter searches scan. */
const TRIGRAM = 3;
/** Above every character an address holds, so [prefix, prefix + MAX) is "starts with prefix". */
const MAX_CHAR = '\uffff';

const SORTS = {
  newest: 'created_at DESC, address ASC',
  oldest: 'created_at ASC, address ASC',
  'mcap-high': 'market_cap DESC, address ASC',
  'mcap-low': 'market_cap ASC, address ASC',
} as const;

function orderBy(q: TokenListQuery): string {
  if (q.sortBy !== 'trending') return SORTS[q.sortBy];
  const w = q.timeframe;
  return `(buys_${w} + sells_${w}) DESC, volume_${w} DESC, created_at DESC, address ASC`;
}

/** Sorts that tokens_funding_mcap (status, then market cap) walks in order once the status is fixed. */
const statusIndexSorts = new Set<TokenListQuery['sortBy']>(['mcap-high', 'mcap-low']);

/**
 * Builds the WHERE clause of the token list; values are always bound, never spliced. `statusIndex`:
 * whether SQLite may pick the status index for a single status (a count, or a sort it serves).
 */
function whereOf(q: TokenListQuery, statusIndex: boolean): { sql: string; params: Record<string, string | number> } {
  const clauses: string[] = [];
  const params: Record<string, string | number> = {};
  if (q.search) {
    const search = q.search.toLowerCase();
    Object.assign(params, { search, lo: search, hi: `${search}${MAX_CHAR}` });
    const text =
      search.length >= TRIGRAM
        ? 'SELECT rowid FROM tokens_search WHERE tokens_search MATCH @match'
        : 'SELECT id FROM tokens WHERE instr(search_text, @search) > 0';
    if (search.length >= TRIGRAM) params.match = `"${search.replaceAll('"', '""')}"`;
    clauses.push(
      `id IN (${text} UNION SELECT id FROM tokens WHERE address >= @lo AND address < @hi
        UNION SELECT id FROM tokens WHERE owner >= @lo AND owner < @hi)`,
    );
  }
  // Otherwise the unary + keeps SQLite from picking the status index over the one the sort walks in order.
  const status = statusIndex ? 'is_graduated' : '+is_graduated';
  if (q.status && q.status.length === 1) clauses.push(`${status} = ${q.status[0] === 'live' ? 1 : 0}`);
  const socialBits = { telegram: 1, twitter: 2, website: 4 } as const;
  const mask = (q.socials ?? []).reduce((m, social) => m | socialBits[social], 0);
  if (mask) clauses.push(`socials & ${mask} = ${mask}`);
  const bound = (column: string, op: '>=' | '<=' | '>' | '<', name: string, value: number | undefined) => {
    if (value === undefined) return;
    clauses.push(`${column} ${op} @${name}`);
    params[name] = value;
  };
  bound('funding_progress', '>=', 'fundingMin', q.fundingMin);
  bound('funding_progress', '<=', 'fundingMax', q.fundingMax);
  bound('market_cap', '>=', 'marketCapMin', q.marketCapMin);
  bound('market_cap', '<=', 'marketCapMax', q.marketCapMax);
  bound('tx_24h', '>=', 'txCountMin', q.txCountMin);
  bound('tx_24h', '<=', 'txCountMax', q.txCountMax);
  bound('created_at', '>', 'createdFrom', q.createdFrom ? Date.parse(q.createdFrom) : undefined);
  bound('created_at', '<', 'createdTo', q.createdTo ? Date.parse(q.createdTo) : undefined);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const TRADE_COLUMNS = [
  ...['tx_hash', 'block_number', 'log_index', 'ts', 'trader', 'side'],
  ...['eth_amount', 'token_amount', 'price_eth', 'supply', 'market_cap'],
];

/** A trade as the token page's recent trades read it. */
interface TradeRow {
  tx_hash: string;
  block_number: number;
  log_index: number | null;
  ts: number;
  trader: string;
  side: 'buy' | 'sell';
  eth_amount: number;
  token_amount: number;
  price_eth: number;
  supply: number;
  market_cap: number;
}

export function createTokenQueries(db: Db) {
  const tokenRows = (rest: string) => prepareRows<TokenRow>(db, TOKEN_COLUMNS, rest);
  const byAddress = tokenRows('FROM tokens WHERE address = ?');
  const kingOfTheHill = tokenRows('FROM tokens WHERE is_graduated = 0 ORDER BY market_cap DESC, address ASC LIMIT 1');
  // One statement for the whole batch: its addresses travel as one JSON array.
  const byAddresses = tokenRows('FROM tokens WHERE address IN (SELECT value FROM json_each(?))');
  const recentTrades = prepareRows<TradeRow>(
    db,
    TRADE_COLUMNS,
    'FROM trades WHERE token_id = ? ORDER BY ts DESC, id DESC LIMIT 50',
  );
  /** The list's statements, prepared once per shape of filters and sort. */
  const counts = new Map<string, ReturnType<Db['prepare']>>();
  const pages = new Map<string, RowStatement<TokenRow>>();
  const countOf = (where: string) => {
    const sql = `SELECT count(*) AS n FROM tokens ${where}`;
    const statement = counts.get(sql) ?? db.prepare(sql);
    counts.set(sql, statement);
    return statement;
  };
  const pageOf = (rest: string) => {
    const statement = pages.get(rest) ?? tokenRows(rest);
    pages.set(rest, statement);
    return statement;
  };

  return {
    byAddress: (address: string) => byAddress.get(address),
    /** The tokens among these (lowercase) addresses, by address. */
    byAddresses(addresses: readonly string[]): Map<string, TokenRow> {
      if (addresses.length === 0) return new Map();
      return new Map(byAddresses.all(JSON.stringify(addresses)).map((t) => [t.address, t]));
    },
    kingOfTheHill: () => kingOfTheHill.get(),

    list(q: TokenListQuery) {
      const counted = whereOf(q, true);
      const totalCount = (countOf(counted.sql).get(counted.params) as { n: number }).n;
      const where = whereOf(q, statusIndexSorts.has(q.sortBy));
      const order = `ORDER BY ${orderBy(q)} LIMIT @limit OFFSET @offset`;
      // A search's matches are sorted by the row, not an index: sort their ids, then read the page's rows only.
      const rest = q.search
        ? `FROM tokens WHERE id IN (SELECT id FROM tokens ${where.sql} ${order}) ORDER BY ${orderBy(q)}`
        : `FROM tokens ${where.sql} ${order}`;
      const params = Object.assign(where.params, { limit: TOKEN_PAGE_SIZE, offset: (q.page - 1) * TOKEN_PAGE_SIZE });
      const tokens = pageOf(rest).all(params);
      return { tokens, totalCount, totalPages: Math.ceil(totalCount / TOKEN_PAGE_SIZE) };
    },

    /** Shares of the total supply (1,000,000,000 tokens), in percent. */
    holders: (t: TokenRow) => ({
      total_holders: t.total_holders,
      top_10_percentage: (t.top10_balance / 1e9) * 100,
      dev_holding_percentage: (t.dev_balance / 1e9) * 100,
    }),

    recentTrades: (tokenId: number) => recentTrades.all(tokenId),
  };
}

export type TokenQueries = ReturnType<typeof createTokenQueries>;
