import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. Default 5 s (errors 8 s). */
  durationMs?: number;
}

export interface Toast {
  id: number;
  title: string;
  description: string | undefined;
  tone: ToastTone;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

const DEFAULT_DURATION_MS: Record<ToastTone, number> = { info: 5000, success: 5000, error: 8000 };
/** More than this at once is noise: the oldest make room. */
const MAX_VISIBLE = 4;

const ToastApiContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<readonly Toast[]>([]);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const tone = options.tone ?? 'info';
    const toast: Toast = {
      id,
      title: options.title,
      description: options.description,
      tone,
      durationMs: options.durationMs ?? DEFAULT_DURATION_MS[tone],
    };
    setToasts((list) => [...list.slice(-(MAX_VISIBLE - 1)), toast]);
    return id;
  }, []);

  // Split contexts: components that only show toasts do not re-render when the list changes.
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

/**
 * Where toasts appear. The live region is in the page from the start (an empty one), because screen
 * readers announce only changes to a region they already know; `polite` waits for a pause in speech.
 */
export function ToastRegion() {
  const toasts = useContext(ToastListContext);
  const { dismiss } = useToast();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 sm:justify-end sm:p-5"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}

const TONE_STYLES: Record<ToastTone, { bar: string; label: string }> = {
  info: { bar: 'bg-accent', label: 'Info' },
  success: { bar: 'bg-up', label: 'Success' },
  error: { bar: 'bg-down', label: 'Error' },
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // Hovering or focusing a toast holds it (WCAG 2.2.1: the reader controls the time to read).
  const [held, setHeld] = useState(false);
  const { id, durationMs } = toast;

  useEffect(() => {
    if (held || durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [held, durationMs, id, onDismiss]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss(id);
  };
  const tone = TONE_STYLES[toast.tone];

  return (
    <li
      data-tone={toast.tone}
      className="pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-xl border border-line bg-raised py-3 pr-2 pl-4 shadow-lg shadow-black/40"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${tone.bar}`} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-fg text-sm">
          <span className="sr-only">{tone.label}: </span>
          {toast.title}
        </p>
        {toast.description && <p className="mt-0.5 break-words text-muted text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={`Dismiss notification: ${toast.title}`}
        className="grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-line hover:text-fg"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
