/**
 * Vite puts a `<link rel="modulepreload">` in `<head>` for every chunk a lazy import needs and never
 * takes it out: a token page reached from discovery carried 57 of them (more after each new page),
 * against the ~800-node budget of a page. A module that has loaded stays in the browser's module map,
 * so its link has done its work and can go. The links of index.html itself are done by the time the
 * entry runs (it runs after its imports); later ones go once they load or fail.
 */
export function dropLoadedModulePreloads(head: HTMLHeadElement): () => void {
  const dropOnceSettled = (link: HTMLLinkElement) => {
    const drop = () => link.remove();
    link.addEventListener('load', drop, { once: true });
    link.addEventListener('error', drop, { once: true });
  };
  for (const link of head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') dropOnceSettled(node);
      }
    }
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}

/**
 * The route's code the web server preloads with a rendered page (src/web-server/route-preloads.ts),
 * in the body: loaded once the router has loaded the route, so the links go (the DOM budget again).
 */
export function dropRoutePreloads(body: HTMLElement): void {
  for (const link of body.querySelectorAll(':scope > link[rel="modulepreload"]')) link.remove();
}
