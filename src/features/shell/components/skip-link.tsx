import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main';

/** The first stop for keyboard users: past the header straight to the page. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moving focus ourselves keeps "#main" out of the URL, which the router would treat as navigation.
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="-translate-y-24 fixed top-3 left-3 z-[60] rounded-lg bg-accent px-4 py-2 font-medium text-accent-fg text-sm focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
