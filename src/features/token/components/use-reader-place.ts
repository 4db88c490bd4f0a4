import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * How many rows arrived above the row that was first (keys newest first); 0 when it is still first
 * or gone (a replaced row moves nothing).
 */
export function rowsAddedAbove(previousFirst: string | undefined, keys: readonly string[]): number {
  if (previousFirst === undefined) return 0;
  const index = keys.indexOf(previousFirst);
  return Math.max(index, 0);
}

/**
 * New rows arrive at the top of a list of rows `rowPx` high, newest first. Whoever may be reading it
 * keeps their place: while the list's scroll box is on screen, or scrolled down, the box scrolls by
 * the height of what arrived above (in the same frame, so nothing on screen moves) and `unseen`
 * counts those rows until the reader goes back to the top (`showNewest`, or scrolling there). Off
 * screen and at the top, the newest simply come in first. The page's own trade (`ownKey`, the key its
 * row has) brings the newest into view, as a chat post does.
 */
export function useReaderPlace<T extends HTMLElement>(keys: readonly string[], rowPx: number, ownKey?: string) {
  const box = useRef<T>(null);
  const onScreen = useRef(false);
  const [unseen, setUnseen] = useState(0);
  const first = keys[0];
  const previousFirst = useRef(first);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.current = entry.isIntersecting;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    const previous = previousFirst.current;
    previousFirst.current = first;
    if (!element || previous === undefined || previous === first) return;
    if (ownKey !== undefined && first === ownKey) {
      element.scrollTop = 0;
      setUnseen(0);
      return;
    }
    const added = rowsAddedAbove(previous, keys);
    if (added === 0 || (element.scrollTop === 0 && !onScreen.current)) return;
    const before = element.scrollTop;
    element.scrollTop = before + added * rowPx;
    // A box not yet full cannot scroll that far: only what it could hold back counts as unseen.
    const held = Math.round((element.scrollTop - before) / rowPx);
    if (held > 0) setUnseen((count) => count + held);
  }, [first, keys, ownKey, rowPx]);

  const onScroll = useCallback(() => {
    if ((box.current?.scrollTop ?? 0) < rowPx / 2) setUnseen(0);
  }, [rowPx]);
  const showNewest = useCallback(() => {
    box.current?.scrollTo({ top: 0 });
    setUnseen(0);
  }, []);
  return { box, unseen, onScroll, showNewest };
}
