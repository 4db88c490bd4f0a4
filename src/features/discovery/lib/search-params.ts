import {
  type Social,
  socialValues,
  statusValues,
  type Timeframe,
  type TokenSort,
  type TokenStatus,
  timeframeValues,
  tokenSortValues,
} from '@interface/tokens';
import { z } from '@interface/zod';
import type { QueryParams } from '@/lib/http';
import { lenientParam } from '@/lib/lenient-param';
import { DEFAULT_SORT, DEFAULT_TIMEFRAME } from '@/lib/token-sorts';

/**
 * The discovery page's URL state, with the interface's own parameter names so that a URL maps onto
 * GET /api/tokens one to one. A URL is user input: whatever a value holds, parsing never fails —
 * junk falls back to the default — and defaults are left out, so the shortest URL is the canonical one.
 *
 * `status` is one of live / funding (both at once means "any", the default). `socials` is a
 * comma-separated list in the interface's order. `fundingMin/Max` are fractions 0–1 like the API's;
 * `createdFrom/To` are UTC days (YYYY-MM-DD), both inclusive.
 */
export interface DiscoverySearch {
  search?: string;
  status?: TokenStatus;
  sortBy?: TokenSort;
  timeframe?: Timeframe;
  socials?: string;
  fundingMin?: number;
  fundingMax?: number;
  marketCapMin?: number;
  marketCapMax?: number;
  txCountMin?: number;
  txCountMax?: number;
  createdFrom?: string;
  createdTo?: string;
  page?: number;
}

/** The API refuses longer searches with a 400. */
export const SEARCH_MAX_LENGTH = 200;

// The router parses `?page=2` to a number and `?search=123` to a number too: accept both shapes.
const scalar = z.union([z.string(), z.number(), z.boolean()]);

const text = lenientParam(
  z.pipe(
    z.pipe(
      scalar,
      z.transform((v: string | number | boolean) => String(v).trim().slice(0, SEARCH_MAX_LENGTH)),
    ),
    z.transform((s: string) => s || undefined),
  ),
);

const enumParam = <T extends readonly [string, ...string[]]>(values: T) => lenientParam(z.enum(values));

// No `.finite()`: a zod 4 number already refuses Infinity.
const numberIn = (min: number, max = Number.POSITIVE_INFINITY) =>
  lenientParam(
    z.pipe(
      z.pipe(
        scalar,
        z.transform((v: string | number | boolean) =>
          typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v),
        ),
      ),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** YYYY-MM-DD of a real calendar day (a full timestamp is cut to its day), else undefined. */
function toDay(value: string): string | undefined {
  const match = DAY_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const day = match[0];
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
}

const dayParam = lenientParam(z.pipe(z.string(), z.transform(toDay)));

/** Accepts "twitter,telegram", ["telegram"] or junk; answers the valid ones in the interface's order. */
const socialsParam = lenientParam(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v: string | string[]) => {
      const picked = new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()));
      return socialValues.filter((s) => picked.has(s)).join(',') || undefined;
    }),
  ),
);

const pageParam = lenientParam(z.pipe(z.pipe(scalar, z.transform(Number)), z.int().check(z.gte(1), z.lte(1_000_000))));

const rawSchema = z.object({
  search: text,
  status: enumParam(statusValues),
  sortBy: enumParam(tokenSortValues),
  timeframe: enumParam(timeframeValues),
  socials: socialsParam,
  fundingMin: numberIn(0, 1),
  fundingMax: numberIn(0, 1),
  marketCapMin: numberIn(0),
  marketCapMax: numberIn(0),
  txCountMin: numberIn(0),
  txCountMax: numberIn(0),
  createdFrom: dayParam,
  createdTo: dayParam,
  page: pageParam,
});

const RANGES = [
  ['fundingMin', 'fundingMax'],
  ['marketCapMin', 'marketCapMax'],
  ['txCountMin', 'txCountMax'],
  ['createdFrom', 'createdTo'],
] as const;

const SEARCH_KEYS = [
  'search',
  'status',
  'sortBy',
  'timeframe',
  'socials',
  'fundingMin',
  'fundingMax',
  'marketCapMin',
  'marketCapMax',
  'txCountMin',
  'txCountMax',
  'createdFrom',
  'createdTo',
  'page',
] as const satisfies readonly (keyof DiscoverySearch)[];

/**
 * Drops defaults and what has no effect (a timeframe when not sorting by trending), and orders a
 * reversed range (the API would answer 400; "between 5 and 1" surely means between 1 and 5).
 * Every key is present, undefined when unset: the router lays the validated state over the raw URL
 * values, so a junk value must be overwritten, not merely left out.
 */
function normalizeSearch(input: DiscoverySearch): DiscoverySearch {
  const out: DiscoverySearch = { ...input };
  if (out.sortBy === DEFAULT_SORT) out.sortBy = undefined;
  if (out.sortBy !== 'trending' || out.timeframe === DEFAULT_TIMEFRAME) out.timeframe = undefined;
  if (out.page === 1) out.page = undefined;
  for (const [lo, hi] of RANGES) {
    const a = out[lo];
    const b = out[hi];
    if (a !== undefined && b !== undefined && a > b) Object.assign(out, { [lo]: b, [hi]: a });
  }
  return Object.fromEntries(SEARCH_KEYS.map((key) => [key, out[key]]));
}

/** The route's `validateSearch`: any URL in, a valid and canonical state out. */
export const discoverySearchSchema = z.pipe(
  rawSchema,
  z.transform((raw: z.output<typeof rawSchema>): DiscoverySearch => normalizeSearch(raw)),
);

export const parseSocials = (socials: string | undefined): Social[] =>
  socialValues.filter((s) => socials?.split(',').includes(s));

type FilterKey = Exclude<keyof DiscoverySearch, 'sortBy' | 'timeframe' | 'page'>;

/** Each counts once: a range is one filter whether one or both of its ends are set. */
const FILTER_GROUPS: readonly (readonly FilterKey[])[] = [
  ['search'],
  ['status'],
  ['socials'],
  ['fundingMin', 'fundingMax'],
  ['marketCapMin', 'marketCapMax'],
  ['txCountMin', 'txCountMax'],
  ['createdFrom', 'createdTo'],
];

export function countActiveFilters(search: DiscoverySearch): number {
  return FILTER_GROUPS.filter((group) => group.some((key) => search[key] !== undefined)).length;
}

/** The next state after a filter changes: back to page 1, since the old page number means nothing now. */
export function withFilters(current: DiscoverySearch, patch: Partial<DiscoverySearch>): DiscoverySearch {
  // Through the schema, like a URL: a state built in code obeys the same bounds as one typed in.
  return discoverySearchSchema.parse({ ...current, ...patch, page: undefined });
}

/** Clear-all keeps the sort: it is how the list is ordered, not which tokens are in it. */
export function clearFilters(current: DiscoverySearch): DiscoverySearch {
  return normalizeSearch({ sortBy: current.sortBy, timeframe: current.timeframe });
}

export function withPage(current: DiscoverySearch, page: number): DiscoverySearch {
  return discoverySearchSchema.parse({ ...current, page });
}

const DAY_MS = 86_400_000;
const midnight = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * The query of GET /api/tokens, without empty values so that equal views share one cache entry. The
 * API's date bounds are exclusive and the UI's days inclusive: "from" becomes the last millisecond
 * before its day, "to" the midnight after its day.
 */
export function toTokenListQuery(search: DiscoverySearch): QueryParams {
  const { createdFrom, createdTo, timeframe, sortBy, page, ...rest } = search;
  const query: QueryParams = {
    ...rest,
    page: page ?? 1,
    sortBy: sortBy ?? DEFAULT_SORT,
    timeframe: sortBy === 'trending' ? (timeframe ?? DEFAULT_TIMEFRAME) : undefined,
    createdFrom: createdFrom ? new Date(midnight(createdFrom) - 1).toISOString() : undefined,
    createdTo: createdTo ? new Date(midnight(createdTo) + DAY_MS).toISOString() : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
