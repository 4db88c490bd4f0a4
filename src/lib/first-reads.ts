/**
 * The API answers a page rendered on the server (src/web-server) was rendered from, carried in its HTML so
 * that the browser's first render shows the same view without asking again: a
 * `<script type="application/json">` (data, never run, so the CSP has nothing to allow) that the app's
 * HTTP layer (http.ts) answers its first reads from, once each, through the same parsing as any
 * answer. Dropped after the first render: a later read always asks the service.
 */
export interface FirstRead {
  /** firstReadKey of the request. */
  key: string;
  status: number;
  body: string;
}

const ELEMENT_ID = 'first-reads';

/** A request as first reads know it: the method, the URL and, for a read sent as a POST, its body. */
export const firstReadKey = (method: string, url: string, body?: string) =>
  body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`;

/**
 * The element for the page's HTML. `<` is escaped so that no answer can close the element (a token
 * named `</script>`); JSON reads `\u003c` back as `<`.
 */
export function firstReadsElement(reads: readonly FirstRead[]): string {
  const json = JSON.stringify(reads.map(({ key, status, body }) => [key, status, body]));
  return `<script type="application/json" id="${ELEMENT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
}

let pageReads: Map<string, FirstRead> | undefined;

function parseReads(text: string): Map<string, FirstRead> {
  const byKey = new Map<string, FirstRead>();
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) return byKey;
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [key, status, body] = entry as unknown[];
    if (typeof key === 'string' && typeof status === 'number' && typeof body === 'string') {
      byKey.set(key, { key, status, body });
    }
  }
  return byKey;
}

/** Read from the page once, and the element removed (pages are held to a DOM budget). */
function readPage(): Map<string, FirstRead> {
  if (pageReads) return pageReads;
  pageReads = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return pageReads;
  element.remove();
  try {
    pageReads = parseReads(element.textContent ?? '');
  } catch {
    // A page without usable answers: the app asks the services, as on any page.
  }
  return pageReads;
}

/** Whether the page was rendered on the server with its data. */
export const hasFirstReads = (): boolean => readPage().size > 0;

/** The server's answer to this request, once; undefined when it had none (or it was already taken). */
export function takeFirstRead(key: string): Response | undefined {
  const reads = readPage();
  const read = reads.get(key);
  if (!read) return undefined;
  reads.delete(key);
  return new Response(read.body, { status: read.status, headers: { 'Content-Type': 'application/json' } });
}

/** After the first render: whatever was not asked for by then is not fresh enough to be used later. */
export function dropFirstReads(): void {
  readPage().clear();
}
