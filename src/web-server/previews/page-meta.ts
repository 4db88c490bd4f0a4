import { REFERRAL_CODE_ALPHABET } from '../../../interface/referral';
import { formatEth, formatPercent, shortAddress } from '../../lib/format';
import { withoutReordering } from '../../lib/lookalike';
import { type PageMeta, SITE_NAME } from './meta-tags';
import type { PreviewToken, TokenRead } from './token-reader';
import { tokenStateVersion } from './token-state';

/** What a page's preview is about: a token, a trader's profile, or the site itself. */
export type PreviewSubject =
  | { kind: 'token'; address: string }
  | { kind: 'profile'; address: string }
  | { kind: 'site' };

const TOKEN_PATH = /^\/token\/(0x[0-9a-fA-F]{40})\/?$/;
const PROFILE_PATH = /^\/profile\/(0x[0-9a-fA-F]{40})\/?$/;

export function previewSubject(pathname: string): PreviewSubject {
  const token = TOKEN_PATH.exec(pathname)?.[1];
  if (token) return { kind: 'token', address: token };
  const profile = PROFILE_PATH.exec(pathname)?.[1];
  if (profile) return { kind: 'profile', address: profile };
  return { kind: 'site' };
}

const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{1,32}$`);

/**
 * The referral code of a `?ref=` link, as the app reads it (trimmed, upper case), when it could be
 * one the service hands out (its alphabet): a preview never invites under a code that cannot work.
 */
export function referralCode(params: URLSearchParams): string | undefined {
  const code = params.get('ref')?.trim().toUpperCase();
  return code && CODE.test(code) ? code : undefined;
}

/** The longest name a title carries; crawlers cut titles near 70 characters anyway. */
const MAX_NAME_CHARACTERS = 60;

/**
 * Token text for a preview: as the app shows it (without the characters that reorder it, so a
 * `\u202E` in a name cannot turn the rest of the title around), cut to a title's length.
 */
export function previewText(text: string, max = MAX_NAME_CHARACTERS): string {
  const characters = Array.from(withoutReordering(text).trim());
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('');
}

/**
 * The other pages' titles, as their routes set them (`useDocumentTitle` in src/routes; a test holds
 * the two together). A path not here (the app's 404 included) is titled with the site's name.
 */
export const PAGE_TITLES: Record<string, string> = {
  '/': 'Discover tokens',
  '/auction': 'Featured auction',
  '/launch': 'Launch a token',
  '/leaderboard': 'Leaderboard',
  '/referrals': 'Referrals',
  '/swap': 'Swap',
  '/watchlist': 'Watchlist',
};

const SITE_DESCRIPTION = 'Launchdeck: discover, launch and trade bonding-curve tokens.';

export interface PageMetaInput {
  /** The page's public address: the configured origin, the request's path and query string. */
  url: URL;
  subject: PreviewSubject;
  /** The token's read, for a token page. */
  token?: TokenRead | undefined;
}

/** The figures a token's preview names, in the app's own formats. */
export function tokenFigures(token: PreviewToken) {
  return {
    name: previewText(token.name),
    ticker: previewText(token.ticker, 20),
    price: formatEth(token.price_eth),
    marketCap: formatEth(token.market_cap),
    progress: formatPercent(token.funding_progress * 100),
    graduated: token.funding_progress >= 1,
  };
}

function tokenMeta(token: PreviewToken, origin: string): Omit<PageMeta, 'url'> {
  const f = tokenFigures(token);
  const curve = f.graduated ? 'graduated to its Uniswap pair' : `bonding curve ${f.progress}`;
  return {
    // As the token page titles itself (token-page.tsx), so the tab's title does not change as it loads.
    title: `${f.name} ($${f.ticker}) · ${SITE_NAME}`,
    description: `$${f.ticker} at ${f.price} · market cap ${f.marketCap} · ${curve}. Trade it on ${SITE_NAME}.`,
    image: `${origin}/og/token/${token.address}.png?v=${tokenStateVersion(token)}`,
    imageAlt: `${f.name} ($${f.ticker}): price ${f.price}, market cap ${f.marketCap}, ${curve}`,
  };
}

/** The preview of the page at `url`, from what the launch service answered for it. */
export function pageMeta({ url, subject, token }: PageMetaInput): PageMeta {
  const origin = url.origin;
  const code = referralCode(url.searchParams);
  const site = { image: `${origin}/og/launchdeck.png`, imageAlt: SITE_NAME };
  let meta: Omit<PageMeta, 'url'>;
  if (subject.kind === 'token') {
    const short = shortAddress(subject.address);
    meta =
      token?.kind === 'found'
        ? tokenMeta(token.token, origin)
        : token?.kind === 'missing'
          ? { ...site, title: `Token not found · ${SITE_NAME}`, description: `No token at ${short} on ${SITE_NAME}.` }
          : {
              // The service did not answer in time: the page names the token's address, and its image
              // (which asks again) the rest.
              title: `Token ${short} · ${SITE_NAME}`,
              description: `Price, market cap and bonding curve of the token at ${short} on ${SITE_NAME}.`,
              image: `${origin}/og/token/${subject.address}.png`,
              imageAlt: `The token at ${short} on ${SITE_NAME}`,
            };
  } else if (subject.kind === 'profile') {
    // Lower case, as the profile page reads its address and titles itself.
    const short = shortAddress(subject.address.toLowerCase());
    meta = {
      ...site,
      title: `Profile ${short} · ${SITE_NAME}`,
      description: `What ${short} holds, its profit and loss, the tokens it launched and its trades on ${SITE_NAME}.`,
    };
  } else {
    const page = PAGE_TITLES[url.pathname.replace(/(.)\/+$/, '$1')];
    meta = { ...site, title: page ? `${page} · ${SITE_NAME}` : SITE_NAME, description: SITE_DESCRIPTION };
  }
  if (code) {
    const invite = `Join ${SITE_NAME} with invite code ${code}: open the link and connect a wallet.`;
    meta =
      subject.kind === 'site'
        ? {
            ...meta,
            title: `You're invited to ${SITE_NAME} (code ${code})`,
            description: `${invite} ${SITE_DESCRIPTION}`,
          }
        : { ...meta, description: `${meta.description} ${invite}` };
  }
  // The shareable address: the page itself, with the invite it was shared with (filters and the rest
  // of the query string are left out).
  return { ...meta, url: `${origin}${url.pathname}${code ? `?ref=${code}` : ''}` };
}
