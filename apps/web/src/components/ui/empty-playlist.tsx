import { playlistListTexts } from './texts';

/** A playlist without tracks (spec 1 §2), the same for the catalogue's and the owner's page. */
export function EmptyPlaylist() {
  return (
    <div role="status" className="flex flex-col items-center gap-1 py-12 text-center">
      <p className="font-semibold text-ink">{playlistListTexts.empty}</p>
      <p className="text-sm text-muted">{playlistListTexts.emptyHint}</p>
    </div>
  );
}
