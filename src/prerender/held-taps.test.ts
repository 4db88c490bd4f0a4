import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_TOOK_OVER, HELD_TAPS_SCRIPT, holdTaps } from './held-taps';

/** The server's view as the page carries it: inert until the app has taken it over. */
function serverView() {
  document.body.innerHTML = `<div id="root"><div inert style="display:contents">
    <button type="button" id="holders"><span>Holders</span></button>
    <label id="live"><input type="radio" name="status" value="live" />Live</label>
    <input id="amount" />
  </div></div>`;
  return document.querySelector<HTMLElement>('#root > div')!;
}

/** A person's tap, which an inert view leaves with `#root` as its target; `under` is what was under it. */
function tap(under: Element) {
  // happy-dom lays nothing out: the element under the point is told.
  document.elementFromPoint = vi.fn((): Element | null => {
    const view = document.querySelector<HTMLElement>('#root > div');
    return view?.inert ? document.getElementById('root') : under;
  });
  const event = new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 });
  // Only the browser's own events are held; dispatchEvent's are not trusted, so say this one is.
  Object.defineProperty(event, 'isTrusted', { value: true });
  document.getElementById('root')!.dispatchEvent(event);
}

const takeOver = (view: HTMLElement) => {
  view.removeAttribute('inert');
  document.dispatchEvent(new Event(APP_TOOK_OVER));
};

describe('holdTaps', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replays a tap on the inert view where it landed once the app has taken over, not before', () => {
    const view = serverView();
    const clicked = vi.fn();
    document.getElementById('holders')!.addEventListener('click', clicked);
    holdTaps(document, APP_TOOK_OVER);

    tap(document.querySelector('#holders span')!);
    expect(clicked).not.toHaveBeenCalled();
    expect(view.inert).toBe(true);

    takeOver(view);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('replays only the last tap, focuses a field instead of clicking it, and checks a radio through its label', () => {
    let view = serverView();
    holdTaps(document, APP_TOOK_OVER);
    tap(document.getElementById('holders')!);
    tap(document.getElementById('amount')!);
    takeOver(view);
    expect(document.activeElement).toBe(document.getElementById('amount'));

    view = serverView();
    holdTaps(document, APP_TOOK_OVER);
    tap(document.getElementById('live')!);
    takeOver(view);
    expect(document.querySelector<HTMLInputElement>('input[value="live"]')!.checked).toBe(true);
  });

  it('holds nothing once the app has taken over: React has the taps from then on', () => {
    const view = serverView();
    const clicked = vi.fn();
    document.getElementById('holders')!.addEventListener('click', clicked);
    holdTaps(document, APP_TOOK_OVER);
    takeOver(view);
    tap(document.getElementById('holders')!);
    document.dispatchEvent(new Event(APP_TOOK_OVER));
    // The tap went to #root (as this test dispatches it), and nothing replayed it onto the button.
    expect(clicked).not.toHaveBeenCalled();
  });

  it('is inlined as its own source text, called with the event the app dispatches', () => {
    expect(HELD_TAPS_SCRIPT).toBe(`(${holdTaps.toString()})(document, "${APP_TOOK_OVER}");`);
  });
});
