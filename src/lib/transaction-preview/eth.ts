/**
 * ETH where a token address stands, in a preview's rules and lines. Its own module: the flows name it
 * in their first load, and the log reading (account-changes.ts) stays in the preview's lazy chunk.
 */
export const ETH = 'ETH';
export type PreviewToken = `0x${string}` | typeof ETH;
