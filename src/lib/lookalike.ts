/**
 * Look-alike detection for token names and tickers. Anyone can launch a token called "USDT" or
 * "UЅDC" (with a Cyrillic Ѕ); these checks do not block anything, they decide when the UI shows a
 * visible warning next to the name.
 */

export type LookalikeReason = 'mixed-scripts' | 'invisible-characters' | 'bidi-control' | 'impersonation';

export interface LookalikeFinding {
  field: 'name' | 'ticker';
  reason: LookalikeReason;
  /** The script names mixed, or the well-known token imitated. */
  detail?: string;
}

/** Tickers of tokens people already trust: a launchpad token using one is imitating it. */
// biome-ignore format: a table reads better than one ticker a line
const KNOWN_TICKERS = new Set([
  'ETH', 'WETH', 'STETH', 'WSTETH', 'RETH', 'CBETH', 'BTC', 'WBTC', 'CBBTC', 'TBTC', 'USD', 'USDT', 'USDC',
  'USDE', 'USDS', 'DAI', 'FRAX', 'PYUSD', 'TUSD', 'BUSD', 'LINK', 'UNI', 'ARB', 'OP', 'SOL', 'BNB', 'MATIC',
  'POL', 'AAVE',
]);
// biome-ignore format: a table reads better than one name a line
const KNOWN_NAMES = new Set([
  'ether', 'ethereum', 'wrapped ether', 'wrapped ethereum', 'bitcoin', 'wrapped bitcoin', 'tether',
  'tether usd', 'usd coin', 'dai', 'dai stablecoin', 'chainlink', 'uniswap', 'arbitrum', 'optimism',
  'solana', 'polygon', 'binance coin', 'lido staked ether', 'coinbase wrapped btc',
]);

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// U+034F (combining grapheme joiner) stands outside the class: a combining mark inside one misleads.
const INVISIBLES =
  /[\u00ad\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200d\u2060-\u2064\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]|\u034f/u;
/**
 * Emoji sequences legitimately hold zero-width joiners and tag characters (👨‍🚀, flags of
 * subdivisions); they are taken out before looking for invisible characters.
 */
const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}\ufe0f?(?:\u200d\p{Extended_Pictographic}\ufe0f?)*[\u{e0020}-\u{e007f}]*/gu;

/** Scripts that share look-alike letters with each other (а/a, ο/o, Տ/S, Ꭺ/A): mixing them deceives. */
const CONFUSABLE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee'] as const;
const SCRIPT_PATTERNS = CONFUSABLE_SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);

/** Cyrillic, Greek and Armenian letters drawn like Latin ones, to see through "UЅDC" or "ЕТН". */
// biome-ignore format: a table reads better than one letter a line
const TO_LATIN: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ѕ: 'S',
  І: 'I', Ј: 'J', Ү: 'Y', Һ: 'H', Ԛ: 'Q', Ԝ: 'W', Ԁ: 'D', а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y',
  х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H',
  Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X', ο: 'o', ν: 'v', ι: 'i', Տ: 'S',
  Օ: 'O', օ: 'o', Լ: 'L', ս: 'u', ց: 'g', հ: 'h', ո: 'n',
};

const withoutEmoji = (text: string) => text.replace(EMOJI_SEQUENCE, '');

function scriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    for (const [script, pattern] of SCRIPT_PATTERNS) {
      if (pattern.test(char)) found.add(script);
    }
  }
  return [...found];
}

/** What a reader sees, roughly: compatibility forms folded (ＵＳＤＴ → USDT), hidden characters dropped, look-alikes mapped. */
function skeleton(text: string): string {
  const visible = text.normalize('NFKC').replace(new RegExp(`${BIDI_CONTROLS.source}|${INVISIBLES.source}`, 'gu'), '');
  return [...visible].map((char) => TO_LATIN[char] ?? char).join('');
}

/** Bidi overrides can display "DSU" as "USD": check the reversed reading too. */
function readings(text: string, canon: (s: string) => string): string[] {
  const base = canon(skeleton(text));
  return BIDI_CONTROLS.test(text) ? [base, [...base].reverse().join('')] : [base];
}

const tickerCanon = (s: string) =>
  s
    .toUpperCase()
    .replace(/^\$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
const nameCanon = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function inspect(field: LookalikeFinding['field'], text: string): LookalikeFinding[] {
  const findings: LookalikeFinding[] = [];
  const scripts = scriptsOf(text);
  if (scripts.length > 1) findings.push({ field, reason: 'mixed-scripts', detail: scripts.join(' and ') });
  if (INVISIBLES.test(withoutEmoji(text))) findings.push({ field, reason: 'invisible-characters' });
  if (BIDI_CONTROLS.test(text)) findings.push({ field, reason: 'bidi-control' });
  const known = field === 'ticker' ? KNOWN_TICKERS : KNOWN_NAMES;
  const imitated = readings(text, field === 'ticker' ? tickerCanon : nameCanon).find((r) => known.has(r));
  if (imitated) findings.push({ field, reason: 'impersonation', detail: imitated });
  return findings;
}

// The explicit embeddings, overrides and isolates (not the LRM/RLM marks): honest text never needs
// them, since dir="auto" already lays out right-to-left names.
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Token text as it will be shown: without the characters that reorder it, so "Safe \u202Egnp.exe"
 * reads "Safe gnp.exe" (its real order) instead of "Safe exe.png". The warning says they were there.
 */
export function withoutReordering(text: string): string {
  return text.replace(REORDERING, '');
}

/** Every reason to warn about a token's name and ticker; empty when it looks honest. */
export function findLookalikes(token: { name: string; ticker: string }): LookalikeFinding[] {
  return [...inspect('ticker', token.ticker), ...inspect('name', token.name)];
}

const SENTENCES: Record<LookalikeReason, (f: LookalikeFinding) => string> = {
  'mixed-scripts': (f) => `The ${f.field} mixes ${f.detail} letters that look alike.`,
  'invisible-characters': (f) => `The ${f.field} contains invisible characters.`,
  'bidi-control': (f) => `The ${f.field} contains characters that reverse the text direction.`,
  impersonation: (f) =>
    f.field === 'ticker'
      ? `The ticker imitates ${f.detail}, a well-known token; this is not it.`
      : 'The name imitates a well-known token; this is not it.',
};

/** One readable explanation for a warning's tooltip and screen readers. */
export function describeLookalikes(findings: readonly LookalikeFinding[]): string {
  return [...new Set(findings.map((f) => SENTENCES[f.reason](f)))].join(' ');
}
