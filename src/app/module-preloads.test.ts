import { afterEach, describe, expect, it } from 'vitest';
import { dropLoadedModulePreloads, dropRoutePreloads } from './module-preloads';

const link = (rel: string, href: string) => {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
};
const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.head.replaceChildren();
});

describe('dropLoadedModulePreloads', () => {
  it('takes out the entry’s preloads at once, and a later one once it has loaded or failed, never another link', async () => {
    document.head.append(link('modulepreload', '/assets/react.js'), link('icon', '/favicon.svg'));
    stop = dropLoadedModulePreloads(document.head);
    expect(hrefs()).toEqual(['/favicon.svg']);

    const loading = link('modulepreload', '/assets/route.js');
    const failing = link('modulepreload', '/assets/gone.js');
    const other = link('preconnect', 'https://example.org/');
    document.head.append(loading, failing, other);
    await Promise.resolve(); // MutationObserver callbacks run as a microtask.
    expect(hrefs()).toEqual(['/favicon.svg', '/assets/route.js', '/assets/gone.js', 'https://example.org/']);

    loading.dispatchEvent(new Event('load'));
    failing.dispatchEvent(new Event('error'));
    other.dispatchEvent(new Event('load'));
    expect(hrefs()).toEqual(['/favicon.svg', 'https://example.org/']);
  });
});

describe('dropRoutePreloads', () => {
  it('takes the route’s preloads out of the body, and nothing else', () => {
    document.body.replaceChildren(link('modulepreload', '/assets/route.js'), link('preload', '/logo.png'));
    dropRoutePreloads(document.body);
    expect([...document.body.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/logo.png']);
    document.body.replaceChildren();
  });
});
