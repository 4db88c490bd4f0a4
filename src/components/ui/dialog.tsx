import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>`: `showModal` makes the rest of the page inert, keeps focus inside,
 * closes on Escape and gives focus back to what opened it, all by the browser rather than by hand.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Some test environments lack showModal: the open attribute still shows the content.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The browser focuses the first focusable element (the Close button); a dialog built around a
      // field (a search) marks it to take the focus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/60"
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col gap-4 p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="font-semibold text-fg text-lg">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
