/**
 * What may be searched on the points leaderboard. The service matches a case-insensitive part of
 * the address; we send it lowercase and hex only, so that a typo ("frog", a pasted ENS name) gets a
 * clear sentence at once instead of spending one of the ten requests a minute on an empty answer.
 */

/** Fewer digits match most of the board: a request that tells nothing. */
const MIN_SEARCH_DIGITS = 3;
const ADDRESS_DIGITS = 40;
const HEX = /^[0-9a-f]*$/;

export type AddressSearchCheck =
  /** `search` undefined: no search, the whole board. */
  { ok: true; search: string | undefined } | { ok: false; message: string };

export function checkAddressSearch(input: string): AddressSearchCheck {
  const text = input.trim().toLowerCase();
  if (!text) return { ok: true, search: undefined };
  // "0x…" matches from the start (only an address's start holds an x); bare digits match anywhere.
  const digits = text.startsWith('0x') ? text.slice(2) : text;
  if (!HEX.test(digits)) {
    return { ok: false, message: 'Search by part of a wallet address: only 0x, the digits 0–9 and the letters a–f.' };
  }
  if (digits.length > ADDRESS_DIGITS) {
    return { ok: false, message: `An address has ${ADDRESS_DIGITS} hex digits after 0x: this is longer.` };
  }
  if (digits.length < MIN_SEARCH_DIGITS) {
    return { ok: false, message: `Type at least ${MIN_SEARCH_DIGITS} hex digits of the address.` };
  }
  return { ok: true, search: text };
}
