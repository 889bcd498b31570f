import { Code, ConnectError } from '@connectrpc/connect';
import { ERROR_KINDS } from '@earshot/wire';
import { useDocumentTitle } from '@/lib/document-title';
import { statusText } from '../error-text';
import { catalogTexts } from '../texts';

/**
 * An artist, album, genre or playlist page whose item could not be read: the
 * status text (spec 2 §8) as the page's heading. No error means a malformed id,
 * which is as unknown as a missing one. A missing item names the tab by its kind
 * ('Playlist not found · Earshot'); the heading's sentence is too long for a tab.
 */
export function EntityFailure({
  of,
  error,
}: {
  of: keyof typeof catalogTexts.notFoundTitles;
  error?: unknown;
}) {
  const missing = error === undefined || ConnectError.from(error).code === Code.NotFound;
  useDocumentTitle(missing ? catalogTexts.notFoundTitles[of] : '');
  const text = error === undefined ? ERROR_KINDS.not_found.text : statusText(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold text-ink">{text}</h1>
    </div>
  );
}
