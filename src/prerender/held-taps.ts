/**
 * The event the app dispatches on `document` once it has taken the server's view over (src/main.tsx):
 * from then on React listens, and a held tap is replayed.
 */
export const APP_TOOK_OVER = 'launchdeck:took-over';

/**
 * Runs inline at the top of the body, before the server's view is parsed. That view is inert until
 * the app has taken it over (first-view.ts), so a tap on it would be lost: its target is `#root`.
 * This finds what was under the tap and, once the app has taken over, replays it there: a field
 * takes the focus, anything else is clicked. Only the last tap is held: a person who taps twice on
 * a page that does nothing meant the second.
 *
 * WHY one self-contained function: it is inlined as its own source text (`HELD_TAPS_SCRIPT`), so it
 * may use nothing from outside its body.
 */
export function holdTaps(doc: Document, tookOver: string): void {
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    const view = doc.querySelector('#root > div[inert]');
    if (!(view instanceof HTMLElement) || !event.isTrusted) return;
    // What the tap would have hit: the view's own elements, seen for a moment without its inertness.
    view.inert = false;
    const target = doc.elementFromPoint(event.clientX, event.clientY);
    view.inert = true;
    if (target && view.contains(target)) held = target;
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    tookOver,
    () => {
      doc.removeEventListener('click', hold, true);
      const target = held;
      held = null;
      if (!target?.isConnected) return;
      const field = target.closest('textarea, select, input:not([type="radio"]):not([type="checkbox"])');
      if (field instanceof HTMLElement) field.focus();
      else if (target instanceof HTMLElement) target.click();
    },
    { once: true },
  );
}

/** The inline script's text; its hash goes into the Content-Security-Policy (src/web-server). */
export const HELD_TAPS_SCRIPT = `(${holdTaps.toString()})(document, ${JSON.stringify(APP_TOOK_OVER)});`;
