const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The address in a profile's URL, lower-case, or null when it cannot be an address at all: such a
 * URL gets its own page, and nothing is read from the chain.
 */
export function parseProfileAddress(raw: string): `0x${string}` | null {
  const trimmed = raw.trim();
  return ADDRESS.test(trimmed) ? (trimmed.toLowerCase() as `0x${string}`) : null;
}

export const profileTabs = ['holdings', 'launched', 'activity'] as const;
export type ProfileTab = (typeof profileTabs)[number];
