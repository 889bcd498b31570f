import { lazy, Suspense } from 'react';
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
 * unmounting, so the music carries on where the spec hides the panel.
 */
export function PlayerPanel(props: { viewer: PlayerViewer; hidden?: boolean }) {
  return (
    <aside
      aria-label={playerTexts.panel}
      hidden={props.hidden}
      className="flex shrink-0 flex-col rounded-lg bg-surface p-[13px] md:w-[374px] md:overflow-y-auto lg:w-[380px] lg:p-4"
    >
      <Suspense fallback={<StatusMessage tone="loading">{playerTexts.loading}</StatusMessage>}>
        <PlayerPanelBody viewer={props.viewer} />
      </Suspense>
    </aside>
  );
}
