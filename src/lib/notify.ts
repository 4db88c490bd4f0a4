/**
 * Toasts for the whole app, drawn by sonner. WHY a module and not a hook: the transaction tracker
 * (src/lib/transactions) shows toasts outside React, and sonner's `toast()` is a global already.
 * WHY loaded on demand: sonner is about 10 kB gzip, which the first load of `/` cannot afford
 * (budget 150 kB); the host (components/ui/toast-host.tsx) fetches it after the page settles, or at
 * once when something is shown earlier.
 *
 * sonner keeps its toasts in a global store and its <Toaster> replays the active ones when it
 * subscribes, so a toast sent before the Toaster mounted still shows.
 */
import { createElement } from 'react';

type NoticeTone = 'pending' | 'success' | 'error' | 'info';

export interface Notice {
  /** The same id updates the toast in place (pending → confirmed | failed). */
  id?: string;
  tone?: NoticeTone;
  title: string;
  description?: string;
  /** Opens in a new tab: only the configured explorer's links come here. */
  link?: { href: string; label: string };
  /** Milliseconds on screen; pending toasts stay until updated. Default 6 s, errors 10 s. */
  durationMs?: number;
}

const DURATION_MS: Record<NoticeTone, number> = {
  pending: Number.POSITIVE_INFINITY,
  success: 6_000,
  info: 6_000,
  error: 10_000,
};

let requested = false;
const listeners = new Set<() => void>();
let sonner: Promise<typeof import('sonner')> | undefined;
let nextId = 1;
/** A host was mounted once: from then on, a call while none is (a torn-down tree, a test's end) is dropped. */
let hosted = false;

/** Asks the host to load and mount the Toaster (idempotent). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The host subscribes while it is mounted. */
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  hosted = true;
  return () => listeners.delete(listener);
}

export const toasterRequested = (): boolean => requested;

function withSonner(show: (module: typeof import('sonner')) => void) {
  if (hosted && listeners.size === 0) return;
  requestToaster();
  sonner ??= import('sonner');
  void sonner.then(show);
}

function body(notice: Notice) {
  if (!notice.link) return notice.description;
  const link = createElement(
    'a',
    {
      href: notice.link.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      className: 'text-accent underline underline-offset-2',
    },
    notice.link.label,
  );
  return createElement('span', { className: 'flex flex-col gap-0.5' }, notice.description, link);
}

/** Shows (or, with a known id, updates) a toast and returns its id at once. */
export function notify(notice: Notice): string {
  const id = notice.id ?? `notice-${nextId++}`;
  const tone = notice.tone ?? 'info';
  withSonner(({ toast }) => {
    const options = { id, description: body(notice), duration: notice.durationMs ?? DURATION_MS[tone] };
    if (tone === 'pending') toast.loading(notice.title, options);
    else if (tone === 'success') toast.success(notice.title, options);
    else if (tone === 'error') toast.error(notice.title, options);
    else toast.info(notice.title, options);
  });
  return id;
}
