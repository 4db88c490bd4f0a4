/**
 * happy-dom lays nothing out: every box is 0 px, so a virtualizer would show (almost) nothing.
 * This gives the chat's scroll box (role="log") and its rows a size, for the length of a test.
 */
export function fakeChatLayout({ boxHeight = 384, boxWidth = 360, rowHeight = 60 } = {}) {
  const restores: (() => void)[] = [];
  const define = (name: 'clientHeight' | 'clientWidth' | 'offsetHeight', get: (el: HTMLElement) => number) => {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    const inherited = Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        const size = get(this);
        return size >= 0 ? size : (inherited?.get?.call(this) ?? 0);
      },
    });
    restores.push(() => {
      if (own) Object.defineProperty(HTMLElement.prototype, name, own);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    });
  };
  const isBox = (el: HTMLElement) => el.getAttribute('role') === 'log';
  define('clientHeight', (el) => (isBox(el) ? boxHeight : -1));
  define('clientWidth', (el) => (isBox(el) ? boxWidth : -1));
  define('offsetHeight', (el) => (el.tagName === 'LI' ? rowHeight : -1));
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}
