/**
 * The launch form's rules (issue 12, "Fields"), one function per field so that the form checks each
 * as the trader types and all of them on submit. Every message says what to do, not only what is wrong.
 */
import { safeHref } from '@/lib/safe-link';

export interface LaunchFields {
  name: string;
  ticker: string;
  description: string;
  website: string;
  telegram: string;
  twitter: string;
  /** ETH, as typed; empty means no first buy. */
  firstBuy: string;
}

export type LinkFieldName = 'website' | 'telegram' | 'twitter';

export const EMPTY_FIELDS: LaunchFields = {
  name: '',
  ticker: '',
  description: '',
  website: '',
  telegram: '',
  twitter: '',
  firstBuy: '',
};

export const NAME_MAX = 32;
export const TICKER_MAX = 10;
export const DESCRIPTION_MAX = 500;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const length = (text: string) => [...text].length;

export function checkName(name: string): string | undefined {
  if (name.trim() === '') return 'Give the token a name.';
  if (length(name) > NAME_MAX) return `At most ${NAME_MAX} characters (this is ${length(name)}).`;
  return undefined;
}

/** What the ticker field keeps of what was typed: upper case, as the token will show it. */
export const normalizeTicker = (typed: string) => typed.toUpperCase();

export function checkTicker(ticker: string): string | undefined {
  if (ticker === '') return 'Give the token a ticker.';
  if (!/^[A-Z0-9]*$/.test(ticker)) return 'Only the letters A–Z and the digits 0–9.';
  if (ticker.length > TICKER_MAX) return `At most ${TICKER_MAX} characters (this is ${ticker.length}).`;
  return undefined;
}

export function checkDescription(description: string): string | undefined {
  if (length(description) > DESCRIPTION_MAX) {
    return `At most ${DESCRIPTION_MAX} characters (this is ${length(description)}).`;
  }
  return undefined;
}

const LINK_RULES: Record<LinkFieldName, { hosts: readonly string[]; said: string; example: string }> = {
  website: { hosts: [], said: '', example: 'https://example.com' },
  telegram: { hosts: ['t.me'], said: 't.me', example: 'https://t.me/yourgroup' },
  twitter: {
    hosts: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com'],
    said: 'x.com or twitter.com',
    example: 'https://x.com/yourname',
  },
};

/**
 * A social link: empty, or https on its own host. The same rule the cards and the token page apply
 * before they make a link clickable (lib/safe-link), so a link accepted here is never shown dead.
 */
export function checkLink(kind: LinkFieldName, text: string): string | undefined {
  const link = text.trim();
  if (link === '') return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `Not a web address: write it whole, like ${LINK_RULES[kind].example}.`;
  }
  if (url.protocol !== 'https:') return `Only https links, like ${LINK_RULES[kind].example}.`;
  const { hosts, said, example } = LINK_RULES[kind];
  if (hosts.length > 0 && !hosts.includes(url.hostname.toLowerCase())) return `Must be on ${said}, like ${example}.`;
  if (!safeHref(link, kind)) return `This link cannot be shown as a link: use one like ${LINK_RULES[kind].example}.`;
  return undefined;
}

/** The link as the metadata carries it: trimmed, or null when left empty. */
export const linkOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export type FieldErrors = Partial<Record<keyof LaunchFields, string>>;

/** Every field's error but the first buy's (first-buy.ts reads that one, with its quote). */
export function checkTextFields(fields: LaunchFields): FieldErrors {
  const errors: FieldErrors = {
    name: checkName(fields.name),
    ticker: checkTicker(fields.ticker),
    description: checkDescription(fields.description),
    website: checkLink('website', fields.website),
    telegram: checkLink('telegram', fields.telegram),
    twitter: checkLink('twitter', fields.twitter),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
