const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The address in a token page's URL, lowercase as the services answer it, or null when it cannot
 * be an address at all: such a URL gets its own page without asking the service.
 */
export function parseTokenAddress(raw: string): string | null {
  const trimmed = raw.trim();
  return ADDRESS.test(trimmed) ? trimmed.toLowerCase() : null;
}
