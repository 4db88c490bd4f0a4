/**
 * Memecoin-style token identities and chat lines for seed data, plus fixed
 * hostile inputs a public launchpad inevitably receives, so the UI and API
 * are exercised against them from day one.
 */
import type { Random } from './random';

export interface TokenIdentity {
  name: string;
  ticker: string;
  description: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
}

export type HostileKind =
  | 'script-tag'
  | 'html-attribute'
  | 'unsafe-links'
  | 'homoglyph-ticker'
  | 'zero-width-ticker'
  | 'bidi-override'
  | 'impersonation'
  | 'long-description'
  | 'long-name';

export interface HostileToken extends TokenIdentity {
  kind: HostileKind;
}

/** 3–6 chars, uppercase letters first, digits allowed after (e.g. PEPE2, FROG69). */
export const TICKER_PATTERN = /^[A-Z][A-Z0-9]{2,5}$/;

/** Word lists are whitespace-separated strings so the formatter keeps them compact. */
const wordList = (list: string): readonly string[] => list.trim().split(/\s+/);

const ANIMALS = wordList(
  `Otter Lobster Frog Shiba Cat Penguin Hamster Capybara Goose Panda Wolf Bear Bull Ape Monkey Crab
   Shrimp Owl Fox Koala Sloth Llama Duck Pigeon Raccoon Beaver Moose Walrus Seal Octopus Squid Snail
   Turtle Hippo Badger Ferret Possum Corgi Pug Axolotl Narwhal Whale Tiger Goat Pelican Flamingo Parrot
   Toad Gecko Dragon Unicorn Bunny Hedgehog Yeti Mole`,
);
const MEMES = wordList(
  `Pepe Wojak Doge Chad Kek Bonk Nyan Brett Mog Popcat Chungus Stonks Bobo Mumu Apu Rizz
   Ponke Mochi Toshi Bork Zoomer Boomer Goblin Normie Copium Hopium`,
);
const ADJECTIVES = wordList(
  `Based Degen Turbo Moon Mega Giga Gigachad Ultra Hyper Rekt Comfy Sleepy Angry Happy Sad Tiny Chonky
   Smol Golden Diamond Laser Cosmic Quantum Pixel Retro Cyber Neon Dank Spicy Frozen Wild Lazy Sneaky
   Lucky Crying Dancing Flying Sigma Feral Bullish Wagmi Unhinged Cozy Thicc`,
);
const PLACES = wordList(
  `Tokyo Miami Dubai Seoul Berlin Lagos Texas Mars Saturn Arctic Bali Vegas Brooklyn Lisbon Siberia
   Atlantis Jupiter Sahara Alaska Osaka Andes`,
);
const SUFFIXES = wordList('Inu Coin Token Classic AI Cash Finance Swap DAO Labs Cult Army Club Gang World Verse Bot');
const TITLES = wordList('Baby Mr. Sir Captain King Queen Lord Doctor Mama Papa Lil Uncle');
const ITEMS = wordList('Hat Beanie Crown Glasses Chain Scarf Cap Bow Hoodie Helmet');
const EMOJIS = wordList('🚀 🔥 💎 🙌 🐸 😂 👀 📈 🌕 💯 🫡 🤝 ⚡ 🦍 🐳');

/** The words of a name, plus the noun descriptions can refer to ("the internet's favourite otter"). */
interface NameParts {
  words: string[];
  mascot: string;
  sequel: boolean;
}

type NameBuilder = (rnd: Random) => NameParts;

const parts = (nameWords: string[], mascot: string, sequel = false): NameParts => ({
  words: nameWords,
  mascot,
  sequel,
});

const NAME_BUILDERS: readonly (readonly [NameBuilder, number])[] = [
  [(r) => withMascot(r.pick(ANIMALS), (m) => [r.pick(ADJECTIVES), m]), 3],
  [(r) => withMascot(r.pick(MEMES), (m) => [r.pick(ADJECTIVES), m]), 1.5],
  [(r) => withMascot(r.pick(MEMES), (m) => [r.pick(ADJECTIVES), m, r.pick(SUFFIXES)]), 1],
  [(r) => withMascot(r.pick([...MEMES, ...ANIMALS]), (m) => [m, r.pick(SUFFIXES)]), 1.5],
  [(r) => withMascot(r.pick(ANIMALS), (m) => [r.pick(TITLES), m]), 1.5],
  [(r) => withMascot(r.pick(ANIMALS), (m) => [r.pick(PLACES), m]), 1.2],
  [(r) => withMascot(r.pick(ANIMALS), (m) => [m, 'wif', r.pick(ITEMS)]), 0.8],
  [(r) => withMascot(r.pick(MEMES), (m) => [`${m}${r.pick(ANIMALS).toLowerCase()}`]), 0.7],
  [(r) => parts([r.pick([...MEMES, ...ANIMALS])], '', true), 0.5],
];

function withMascot(mascot: string, build: (m: string) => string[]): NameParts {
  return parts(build(mascot), mascot);
}

function buildName(rnd: Random): NameParts {
  const p = rnd.weighted(NAME_BUILDERS)(rnd);
  return p.mascot ? p : { ...p, mascot: p.words[0] ?? 'token' };
}

const lettersOf = (word: string) => word.replace(/[^A-Za-z]/g, '').toUpperCase();

/** Drops inner vowels so long words still read right in 6 chars: LOBSTER → LBSTR. */
const squeeze = (word: string) => (word.length <= 6 ? word : (word[0] ?? '') + word.slice(1).replace(/[AEIOU]/g, ''));

function deriveTicker(rnd: Random, p: NameParts): string {
  const words = p.words.map(lettersOf).filter(Boolean);
  const main = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const last = words.at(-1) ?? main;
  const candidates = [main, last];
  if (words.length >= 2) candidates.push(`${words[0]?.[0] ?? ''}${last}`);
  if (words.length >= 3) candidates.push(words.map((w) => w[0]).join(''));
  let base = fitLetters(rnd.pick(candidates), words.join(''));
  if (p.sequel) return `${base.slice(0, 5)}2`;
  if (!rnd.chance(0.12)) return base;
  const digits = rnd.pick(['2', '69', '420', '100', '1']);
  base = base.slice(0, Math.max(3, 6 - digits.length));
  return `${base}${digits}`.slice(0, 6);
}

/** Clamps to 3–6 letters, borrowing from the whole name when a word is too short. */
function fitLetters(candidate: string, fallback: string): string {
  const squeezed = squeeze(candidate).slice(0, 6);
  return squeezed.length >= 3 ? squeezed : `${squeezed}${fallback}`.slice(0, 6);
}

const OPENERS = [
  '{name} is the most based {mascot} on the chain.',
  'Born in a late-night group chat, {name} is here to stay.',
  '{ticker} is a community-first memecoin: no presale, no team allocation.',
  'Fair launch. No team tokens. Just {name}.',
  '{name} started as a joke. Now it is a movement.',
  'Every cycle needs a mascot. This one is {name}.',
  'The internet finally has the {mascot} token it deserves.',
  'We are {name} and we are not selling.',
  'One {mascot}, one curve, one mission.',
  'Meet {ticker}, the {mascot} that refuses to go to zero.',
] as const;
const FOLLOW_UPS = [
  'Join the {name} army and help us reach {k}k holders.',
  'Run by the community, for the community.',
  'Liquidity moves to the DEX as soon as the bonding curve completes.',
  'Daily raids on X, memes around the clock in the Telegram.',
  'No roadmap, no promises, just vibes.',
  'Holders get early access to the {name} sticker bot.',
  'Utility coming soon: an on-chain {mascot} game with a weekly leaderboard.',
  'Powered by AI, driven by memes.',
  'Phase 1: launch. Phase 2: fill the curve. Phase 3: moon.',
  'Next stop: DEX listing, then the trending page, then the world.',
  'Goal: {k}k market cap by the weekend.',
  'Dev is doxxed in the Telegram and holding with you.',
  'Meme contest every Friday, winners paid in {ticker}.',
] as const;
const CLOSERS = ['LFG!', 'WAGMI.', 'Not financial advice.', "Don't fade {ticker}.", 'Ape responsibly.'] as const;

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

function buildDescription(rnd: Random, name: string, ticker: string, mascot: string): string {
  const vars = {
    name,
    ticker: `$${ticker}`,
    mascot: mascot.toLowerCase(),
    k: String(rnd.pick([1, 5, 10, 25, 50, 100])),
  };
  const sentences: string[] = [rnd.pick(OPENERS), ...rnd.shuffle(FOLLOW_UPS).slice(0, rnd.int(0, 1))];
  if (rnd.chance(0.35)) sentences.push(rnd.pick(CLOSERS));
  const text = sentences.map((s) => fill(s, vars)).join(' ');
  return rnd.chance(0.25) ? `${text} ${rnd.pick(EMOJIS)}${rnd.pick(EMOJIS)}` : text;
}

function buildSocials(rnd: Random, words: string[], ticker: string) {
  const slug = words
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const camel = words
    .map(lettersOf)
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join('');
  const tgSuffix = rnd.pick(['', '', '_portal', 'entry', '_official', 'community', 'eth']);
  const handles = [camel, `${camel}ETH`, `${ticker.toLowerCase()}coin`, `${camel}_xyz`].filter((h) => h.length <= 15);
  const xHandle = handles.length > 0 ? rnd.pick(handles) : camel.slice(0, 15);
  const tld = rnd.pick(['xyz', 'io', 'fun', 'meme', 'com', 'lol', 'vip', 'wtf']);
  const host = rnd.pick([slug, `${slug}${rnd.pick(['coin', 'token', 'meme'])}`, ticker.toLowerCase()]);
  return {
    // Telegram usernames take 5–32 chars, X handles at most 15.
    telegram: rnd.chance(0.55) ? `https://t.me/${`${slug}${tgSuffix}`.padEnd(5, '_').slice(0, 32)}` : null,
    twitter: rnd.chance(0.65) ? `https://x.com/${xHandle}` : null,
    website: rnd.chance(0.35) ? `https://${rnd.chance(0.2) ? 'www.' : ''}${host}.${tld}` : null,
  };
}

export function tokenIdentity(rnd: Random): TokenIdentity {
  const p = buildName(rnd);
  const name = p.sequel ? `${p.words.join(' ')} 2.0` : p.words.join(' ');
  const ticker = deriveTicker(rnd, p);
  const description = buildDescription(rnd, name, ticker, p.mascot);
  return { name, ticker, description, ...buildSocials(rnd, p.words, ticker) };
}

const CHAT_TEMPLATES = [
  'LFG',
  'gm',
  'gm gm',
  'wagmi',
  'dev based?',
  'dev still here?',
  "who's holding {ticker}",
  'chart looks clean',
  'bonding curve almost done',
  'send it',
  'this is the one',
  'just aped in',
  'bought more',
  'diamond hands only',
  'who sold lol',
  'dip = buy',
  'ser when raid',
  'raid the X post',
  '{ticker} to {m}m',
  'early af',
  "fud won't work here",
  'where are the jeets',
  'whale just bought',
  'king of the hill soon',
  'nice logo',
  'meme team cooking',
  'chart goes brrr',
  'floor is in',
  'not selling',
  'too late?',
  'never too late for {ticker}',
  "ngmi if you're not in",
  'first time seeing a curve fill this fast',
  'just a shakeout, relax',
  'top 10 holders look healthy',
  "who's the whale at #1?",
  'just bought {eth} eth worth',
  '{pct}% to bonding',
  'already {x}x from my entry',
  'is this the real {ticker}?',
  'telegram is popping',
  'green candles only',
  'paper hands getting shaken out',
  'added to my bag',
  'this community is different',
  'gn, holding through the night',
] as const;

/** A short message of the kind a token's chat room is full of. */
export function chatLine(rnd: Random, ticker: string): string {
  const vars = {
    ticker: `$${ticker}`,
    m: String(rnd.pick([1, 5, 10, 50, 100])),
    eth: rnd.pick(['0.05', '0.1', '0.25', '0.5', '1', '2']),
    pct: String(rnd.int(60, 97)),
    x: String(rnd.int(2, 12)),
  };
  let line = fill(rnd.pick(CHAT_TEMPLATES), vars);
  if (rnd.chance(0.1)) line = `${line.toUpperCase()}${'!'.repeat(rnd.int(1, 3))}`;
  if (rnd.chance(0.3)) line = `${line} ${rnd.pick(EMOJIS).repeat(rnd.int(1, 3))}`;
  return line;
}

const LONG_NAME = 'Extremely Long Token Name '.repeat(8).slice(0, 200);
const LONG_DESCRIPTION = 'This description keeps going to test wrapping, truncation and storage limits. '
  .repeat(70)
  .slice(0, 5000);

/** Fixed hostile launches: markup, unsafe links, look-alike tickers, impersonation, oversized text. */
export function hostileTokens(): HostileToken[] {
  const none = { telegram: null, twitter: null, website: null };
  return [
    {
      kind: 'script-tag',
      name: '<script>alert(1)</script>',
      ticker: 'XSS',
      description: '<script>alert(document.cookie)</script> Totally normal token.',
      ...none,
      telegram: 'javascript:alert(1)',
    },
    {
      kind: 'html-attribute',
      name: '<img src=x onerror=alert(1)>',
      ticker: 'IMG',
      description: '<img src=x onerror=alert(1)><a href="javascript:alert(1)">Claim airdrop</a>',
      twitter: 'javascript:alert(1)',
      telegram: null,
      website: 'data:text/html,<script>alert(1)</script>',
    },
    {
      kind: 'unsafe-links',
      name: 'Free Airdrop',
      ticker: 'DROP',
      description: 'Connect your wallet on our website to claim.',
      telegram: 'https://evil.example/t.me',
      twitter: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      website: 'javascript:alert(1)',
    },
    { kind: 'homoglyph-ticker', name: 'USD Coin', ticker: 'U\u0405DC', description: 'The official USDC.', ...none },
    {
      kind: 'zero-width-ticker',
      name: 'Ethereum',
      ticker: 'E\u200DTH',
      description: 'Native ETH, on a curve.',
      ...none,
    },
    {
      kind: 'bidi-override',
      name: 'Safe \u202Egnp.exe',
      ticker: '\u202EDSU',
      description: 'Reads fine until the text direction flips \u202Eesrever ni',
      ...none,
    },
    {
      kind: 'impersonation',
      name: 'Tether USD',
      ticker: 'USDT',
      description: 'Official Tether on Launchdeck.',
      ...none,
    },
    {
      kind: 'impersonation',
      name: 'Wrapped Ether',
      ticker: 'WETH',
      description: 'Wrap your ETH here.',
      ...none,
      website: 'https://weth.io',
    },
    { kind: 'long-description', name: 'Wall Of Text', ticker: 'WALL', description: LONG_DESCRIPTION, ...none },
    { kind: 'long-name', name: LONG_NAME, ticker: 'LONG', description: 'The name says it all.', ...none },
  ];
}

/** Fixed hostile chat messages: markup, script links, bidi tricks, oversized text, markdown images. */
export function hostileChatLines(): string[] {
  return [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">claim your airdrop</a>',
    'airdrop live: javascript:alert(1)',
    '[claim here](javascript:alert(1))',
    '![pwned](https://evil.example/pixel.png)',
    'gm \u202Eexe.gnp',
    'L\u200BF\u200BG',
    'to the moon '.repeat(50).slice(0, 500),
  ];
}
