/**
 * The code a server-rendered view needs before the browser takes it over. The server renders lazy
 * components too (src/prerender waits for them); in the browser each stays as the server's nodes,
 * not yet React's, until its chunk has loaded. Until then a key typed into one of its fields reaches
 * the field but not React (React cannot hydrate that part to hand it the event), so the next render
 * of the field empties it; and any new props from the page above (a refresh of its data) make React
 * give up on those nodes and render the part anew, fallback first: the field, its text and its focus
 * go. So the page is hydrated, and takes taps, only once that code is here.
 *
 * A route's loader notes the lazy imports its page renders on the server (`neededToHydrate`); the
 * app's entry waits for them (`hydrationCodeLoaded`) before it hydrates.
 */
const pending = new Set<Promise<void>>();

/** `load`, a lazy component's import, is needed to hydrate the page: a failure is the component's to show. */
export function neededToHydrate(load: Promise<unknown>): void {
  const settled = load.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/**
 * Resolves once every load noted so far has settled (true), or after `maxWaitMs` (false): a chunk
 * that never comes should not keep the page inert for good.
 */
export function hydrationCodeLoaded(maxWaitMs: number): Promise<boolean> {
  if (pending.size === 0) return Promise.resolve(true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), maxWaitMs);
  });
  const loaded = Promise.all(pending).then(() => true);
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
