import { lazy, type ReactNode, Suspense } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { playerTexts } from '../texts';
import type { PlayerViewer } from '../viewer';

const PlayerPanelBody = lazy(() =>
  import('./player-panel-body').then((module) => ({ default: module.PlayerPanelBody })),
);

/**
 * The right-hand player panel frame (spec 1 §2): 374 px below lg, 380 px from lg.
 * Below md it becomes a full-width section after the page. Its body loads on
 * demand, showing the spec's loading text meanwhile. `hidden` hides it without
 * unmounting, so the music carries on where the spec hides the panel. The app puts
 * what other features show in the panel above the player (`header`: the connection
 * banner and the earning strip) and over the player's area (`stageCover`: the
 * disconnected view).
 */
export function PlayerPanel(props: {
  viewer: PlayerViewer;
  hidden?: boolean;
  header?: ReactNode;
  stageCover?: ReactNode;
}) {
  return (
    <aside
      aria-label={playerTexts.panel}
      hidden={props.hidden}
      className="flex shrink-0 flex-col rounded-lg bg-surface p-[13px] md:w-[374px] md:overflow-y-auto lg:w-[380px] lg:p-4"
    >
      {props.header && <div className="mb-4 flex flex-col gap-2">{props.header}</div>}
      <Suspense fallback={<StatusMessage tone="loading">{playerTexts.loading}</StatusMessage>}>
        <PlayerPanelBody viewer={props.viewer} stageCover={props.stageCover} />
      </Suspense>
    </aside>
  );
}
