import { ERROR_KINDS } from '@earshot/wire';
import { statusText } from '../error-text';

/**
 * An artist, album, genre or playlist page whose item could not be read: the
 * status text (spec 2 §8) as the page's heading. No error means a malformed id,
 * which is as unknown as a missing one.
 */
export function EntityFailure({ error }: { error?: unknown }) {
  const text = error === undefined ? ERROR_KINDS.not_found.text : statusText(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold text-ink">{text}</h1>
    </div>
  );
}
