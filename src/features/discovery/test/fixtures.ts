import { type TokenListItem, type TokenListResponse, tokenListItemSchema } from '@interface/tokens';

let counter = 0;

/** A token as the service sends it, checked by the interface schema so fixtures cannot drift. */
export function makeToken(overrides: Partial<TokenListItem> = {}): TokenListItem {
  counter += 1;
  return tokenListItemSchema.parse({
    address: `0x${counter.toString(16).padStart(40, 'a')}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    owner: '0x1111111111111111111111111111111111111111',
    name: `Based Otter ${counter}`,
    ticker: `OTR${counter}`,
    description: 'The most based otter on the chain.',
    image_url: `http://127.0.0.1:8787/logos/0x${counter.toString(16).padStart(40, 'a')}.png`,
    telegram: null,
    twitter: null,
    website: null,
    market_cap: 27.5,
    funding_progress: 0.42,
    price_eth: 0.0000000275,
    volume_24h: 1234.5,
    price_change_24h: 12.34,
    txns_24h_buys: 12,
    txns_24h_sells: 3,
    total_holders: 45,
    ...overrides,
  });
}

export function tokenPage(tokens: TokenListItem[], totalPages = 1, totalCount = tokens.length): TokenListResponse {
  return { tokens, totalCount, totalPages };
}

/** The seed's hostile launches, as the service returns them. */
export const hostile = {
  scriptName: () =>
    makeToken({
      name: '<script>alert(1)</script>',
      ticker: 'XSS',
      description: '<img src=x onerror=alert(1)><a href="javascript:alert(1)">Claim airdrop</a>',
      image_url: 'javascript:alert(1)',
      telegram: 'javascript:alert(1)',
    }),
  unsafeLinks: () =>
    makeToken({
      name: 'Free Airdrop',
      ticker: 'DROP',
      telegram: 'https://evil.example/t.me',
      twitter: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      website: 'javascript:alert(1)',
      image_url: 'data:text/html,<script>alert(1)</script>',
    }),
  homoglyph: () => makeToken({ name: 'USD Coin', ticker: 'U\u0405DC' }),
  bidi: () => makeToken({ name: 'Safe \u202Egnp.exe', ticker: '\u202EDSU' }),
  safeLinks: () =>
    makeToken({
      name: 'Linked Frog',
      ticker: 'LFROG',
      telegram: 'https://t.me/linkedfrog',
      twitter: 'https://x.com/linkedfrog',
      website: 'https://linkedfrog.example',
    }),
};
