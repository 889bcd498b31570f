import { clsx } from 'clsx';
import { type ReactNode, Suspense, useState } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { lazyComponent } from '@/lib/lazy-component';
import { playerTexts } from '../texts';
import type { PlayerViewer } from '../viewer';

const PlayerPanelBody = lazyComponent(() =>
  import('./player-panel-body').then((module) => module.PlayerPanelBody),
);

/**
 * The right-hand player panel frame (spec 1 §2): 374 px below lg, 380 px from lg.
 * Below md it is a mini player fixed at the foot of the screen (the body draws it) that
 * expands to the whole panel over the page, kept mounted while collapsed so the song plays
 * on. Its body loads on
 * demand, showing the spec's loading text meanwhile. `hidden` hides it without
 * unmounting, so the music carries on where the spec hides the panel. The app puts
 * what other features show in the panel above the player (`header`: the connection
 * banner and the earning strip) and over the player's area (`stageCover`: the
 * disconnected view). The panel is as tall as its column: the header, the player and its
 * controls stay, and only the open tab's list scrolls, in a region of its own; the panel itself
 * scrolls only where the window is too short to leave that list room.
 */
export function PlayerPanel(props: {
  viewer: PlayerViewer;
  hidden?: boolean;
  header?: ReactNode;
  stageCover?: ReactNode;
  /** The member's earning figure for the mini player. */
  miniFigure?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <aside
      aria-label={playerTexts.panel}
      hidden={props.hidden}
      className={clsx(
        'flex shrink-0 flex-col bg-surface p-[13px] max-md:fixed max-md:inset-0 max-md:z-40 max-md:overflow-y-auto md:relative md:w-[374px] md:overflow-y-auto md:rounded-lg lg:w-[380px] lg:p-4',
        !expanded && 'max-md:invisible',
      )}
    >
      {props.header && <div className="mb-4 flex shrink-0 flex-col gap-2">{props.header}</div>}
      <Suspense fallback={<StatusMessage tone="loading">{playerTexts.loading}</StatusMessage>}>
        <PlayerPanelBody
          viewer={props.viewer}
          stageCover={props.stageCover}
          small={{
            expanded,
            onExpandedChange: setExpanded,
            hidden: props.hidden,
            figure: props.miniFigure,
          }}
        />
      </Suspense>
    </aside>
  );
}
