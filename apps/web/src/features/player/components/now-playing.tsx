import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { Heart, ListPlus } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useLibrarySlots } from '@/components/ui/library-slots';
import { Tooltip } from '@/components/ui/tooltip';
import { platformOf } from '@/lib/players/platform';
import { artistLabel } from '@/lib/track-display';
import { useSignInPrompt } from '@/hooks/use-sign-in-prompt';
import { platformNames, playerTexts } from '../texts';
import type { PlayerViewer } from '../viewer';

/**
 * Favourite and add-to-playlist as the panel's own: for a visitor both ask to sign in
 * first; otherwise they wait, disabled, for the session or the library's actions.
 */
function DefaultSongActions(props: { visitor: boolean }) {
  const askToSignIn = useSignInPrompt();
  const buttons = [
    { label: playerTexts.addToFavorites, reason: playerTexts.signInForFavorites, Icon: Heart },
    { label: playerTexts.addToPlaylist, reason: playerTexts.signInForPlaylists, Icon: ListPlus },
  ];
  return buttons.map(({ label, reason, Icon }) => (
    <Tooltip key={label} label={label} side="top" enabled={props.visitor}>
      <IconButton label={label} disabled={!props.visitor} onClick={() => askToSignIn(reason)}>
        <Icon aria-hidden />
      </IconButton>
    </Tooltip>
  ));
}

/**
 * Title, artist and platform of the song, with add-to-favourites and add-to-playlist: the
 * library's, when the app provides them and the session is known; else the panel's own.
 */
export function NowPlaying(props: { song: Track; viewer: PlayerViewer }) {
  const { viewer } = props;
  const { song } = props;
  const library = useLibrarySlots();
  return (
    <section aria-label={playerTexts.current} className="flex min-w-0 items-start gap-1 px-1">
      <div className="min-w-0 flex-1">
        <p className="truncate text-base leading-snug font-bold text-ink" title={song.title}>
          {song.title}
        </p>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
          <span className="truncate">{artistLabel(song)}</span>
          <span className="shrink-0 rounded-full bg-raised px-2 py-px text-[10px] font-semibold tracking-wide text-faint uppercase ring-1 ring-line">
            {platformNames[platformOf(song.source)]}
          </span>
        </p>
      </div>
      <div className="-mr-1 flex shrink-0 items-center">
        {library && viewer.kind !== 'pending' ? (
          <library.TrackActions track={song} />
        ) : (
          <DefaultSongActions visitor={viewer.kind === 'visitor'} />
        )}
      </div>
    </section>
  );
}
