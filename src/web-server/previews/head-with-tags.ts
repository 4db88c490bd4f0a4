const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The built page's start (its head and more) with each page's own preview tags in place of its one
 * generic title and description: split once, so that a page's head costs a concatenation.
 */
export function headWithTags(start: string): (tags: string) => string {
  const at = start.search(TITLE);
  const headEnd = start.search(/<\/head>/i);
  if (at < 0 && headEnd < 0) throw new Error('index.html has no head: rebuild the app');
  const cut = at < 0 ? headEnd : at;
  const before = start.slice(0, cut).replace(DESCRIPTION, '');
  const after = start.slice(cut).replace(TITLE, '').replace(DESCRIPTION, '');
  return (tags) => `${before}${tags}\n    ${after}`;
}
