import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Text typed into a field whose real value lives elsewhere (the URL): edits show at once and are
 * committed after `delayMs` of quiet, or at once with `flush`. When the value changes from outside
 * (back/forward, clear-all) the field shows it and a pending commit is dropped; a value that merely
 * echoes our own commit leaves what the person kept typing alone.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  const flush = useCallback(
    (next: string) => {
      cancel();
      if (next === committed.current) return;
      committed.current = next;
      latestCommit.current(next);
    },
    [cancel],
  );

  const change = useCallback(
    (next: string) => {
      setText(next);
      cancel();
      timer.current = setTimeout(() => flush(next), delayMs);
    },
    [cancel, flush, delayMs],
  );

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    cancel();
    setText(value);
  }, [value, cancel]);

  useEffect(() => cancel, [cancel]);

  return { text, change, flush: () => flush(text) };
}
