import { useEffect } from 'react';

/** The last part of every tab title. */
export const APP_NAME = 'Earshot';

/** The tab title of a page: its parts, most specific first, then the app ('Old · Nina · Earshot'). */
export const documentTitle = (...parts: string[]) =>
  [...parts.filter((part) => part !== ''), APP_NAME].join(' · ');

/**
 * Names the page in the tab, the history and for screen readers while it is shown; with no
 * part to name (still loading, or another component names the page) it leaves the title alone.
 */
export function useDocumentTitle(...parts: string[]) {
  const title = parts.some((part) => part !== '') ? documentTitle(...parts) : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
