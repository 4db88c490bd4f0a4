/**
 * The swap in the URL (issue 11, "The swap in the URL"): `?in=…&out=…&amount=…&exact=in|out`, so that a
 * swap can be shared. A URL is user input: parsing never fails, junk falls back to the default, and
 * defaults are left out so that the shortest URL is the canonical one (the router replaces the URL
 * with it on load).
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { z } from '@interface/zod';
import { lenientParam } from '@/lib/lenient-param';
import { readDecimalText } from './decimal-text';

/** A token as the URL names it: `ETH` for the native currency, else its lowercase address. */
export type SwapTokenParam = 'ETH' | `0x${string}`;

export interface SwapSearch {
  /** Default: ETH. */
  in?: SwapTokenParam;
  out?: SwapTokenParam;
  /** Decimal text as typed, in the token of the exact side. */
  amount?: string | number;
  /** Default: in. */
  exact?: 'out';
}

const SEARCH_KEYS = ['in', 'out', 'amount', 'exact'] as const satisfies readonly (keyof SwapSearch)[];

/** The router parses `?amount=1.5` as a number (and `?in=…` may arrive as anything): accept any scalar. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);
type Scalar = z.output<typeof scalar>;

function readTokenParam(value: unknown): SwapTokenParam | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^eth$/i.test(text) || text.toLowerCase() === NATIVE_ADDRESS) return 'ETH';
  return /^0x[0-9a-fA-F]{40}$/.test(text) ? (text.toLowerCase() as `0x${string}`) : undefined;
}

/** Decimal text, or a number the router parsed that writes back without an exponent. */
function readAmountParam(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text.length > 80) return undefined;
  const typed = readDecimalText(text);
  return typed.kind === 'number' ? text : undefined;
}

/**
 * How the amount goes into the URL: as a number when the router writes it back as the same digits
 * (`amount=1.5` rather than the quoted string `amount=%221.5%22`), else as text. Never rounded.
 */
function urlAmount(text: string): string | number {
  const n = Number(text);
  const typed = readDecimalText(text);
  if (typed.kind !== 'number') return text;
  const digits = typed.fraction ? `${typed.whole || '0'}.${typed.fraction}` : typed.whole || '0';
  return Number.isFinite(n) && String(n) === digits && digits === text ? n : text;
}

/** A scalar read by `read`; junk (or a value of another type) falls back to undefined. */
const scalarParam = <T>(read: (value: Scalar) => T) =>
  lenientParam(
    z.pipe(
      scalar,
      z.transform((value: Scalar) => read(value)),
    ),
  );

const rawSchema = z.object({
  in: scalarParam(readTokenParam),
  out: scalarParam(readTokenParam),
  amount: scalarParam(readAmountParam),
  exact: lenientParam(z.enum(['in', 'out'])),
});

function normalize(raw: z.output<typeof rawSchema>): SwapSearch {
  const out: SwapSearch = {};
  const tokenIn = raw.in ?? 'ETH';
  if (tokenIn !== 'ETH') out.in = tokenIn;
  // The same token on both sides is no swap: the output goes.
  if (raw.out !== undefined && raw.out !== tokenIn) out.out = raw.out;
  if (raw.amount !== undefined) out.amount = urlAmount(raw.amount);
  if (raw.exact === 'out') out.exact = 'out';
  // Every key present (undefined when unset): the router lays this over the raw URL values.
  return Object.fromEntries(SEARCH_KEYS.map((key) => [key, out[key]])) as SwapSearch;
}

/** The route's `validateSearch`: any URL in, a valid and canonical swap out. */
export const swapSearchSchema = z.pipe(rawSchema, z.transform(normalize));

/** The swap the URL describes, with the defaults filled in. */
export interface SwapIntent {
  tokenIn: SwapTokenParam;
  tokenOut: SwapTokenParam | undefined;
  amount: string;
  exact: 'in' | 'out';
}

export function intentOf(search: SwapSearch): SwapIntent {
  return {
    tokenIn: search.in ?? 'ETH',
    tokenOut: search.out,
    amount: search.amount === undefined ? '' : String(search.amount),
    exact: search.exact ?? 'in',
  };
}

export function searchOf(intent: SwapIntent): SwapSearch {
  return swapSearchSchema.parse({
    in: intent.tokenIn,
    out: intent.tokenOut,
    amount: intent.amount === '' ? undefined : intent.amount,
    exact: intent.exact,
  });
}

export const paramOfAddress = (address: string): SwapTokenParam => readTokenParam(address) ?? 'ETH';
