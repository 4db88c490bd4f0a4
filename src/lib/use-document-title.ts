import { useEffect } from 'react';

const APP_NAME = 'Launchdeck';

/**
 * The tab's title for the page on screen, "Leaderboard · Launchdeck": screen readers announce it
 * after a client-side navigation, and a tab strip full of "Launchdeck" tells nothing apart.
 * Without a title (data still loading), the app's name.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
