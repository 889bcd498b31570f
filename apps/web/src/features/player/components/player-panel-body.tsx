import { type ReactNode, useCallback, useState } from 'react';
import { usePlaybackState, usePlayerStatus } from '@/lib/runtime/player';
import { useDefaultPlaylist } from '../api/use-default-playlist';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlaybackController } from '../hooks/use-playback-controller';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import type { PlayerViewer } from '../viewer';
import { NowPlaying } from './now-playing';
import { PanelTabs } from './panel-tabs';
import { PlayerControls } from './player-controls';
import { QueueSection } from './queue-section';
import { ShortcutsDialog } from './shortcuts-dialog';
import { PlayerStage } from './stage/player-stage';

/** Keeps the system's media controls in step; renders nothing. */
function MediaSessionSync() {
  useMediaSession();
  return null;
}

/**
 * The panel's content (spec 1 §2): the embedded player, the song with its actions and
 * controls, the queue, and the YOUR PLAYLIST and Recent tabs. It also runs playback:
 * the controller, the media keys and the keyboard shortcuts.
 */
export function PlayerPanelBody(props: { viewer: PlayerViewer; stageCover?: ReactNode }) {
  const listStatus = useDefaultPlaylist();
  const song = usePlaybackState((state) => state.currentSong);
  const playState = usePlayerStatus((status) => status.state);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  usePlaybackController();
  usePlayerShortcuts(openHelp);

  return (
    <div className="flex flex-col gap-4" data-testid="player" data-play-state={playState}>
      <PlayerStage listPending={listStatus === 'pending'} cover={props.stageCover} />
      {song && (
        <>
          <NowPlaying song={song} viewer={props.viewer} />
          <PlayerControls song={song} onShowShortcuts={openHelp} />
        </>
      )}
      <QueueSection />
      <PanelTabs status={listStatus} />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <MediaSessionSync />
    </div>
  );
}
