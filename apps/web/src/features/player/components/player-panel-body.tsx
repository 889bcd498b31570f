import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { useBreakpointUp } from '@/hooks/use-breakpoint';
import { usePlaybackState, usePlayerStatus } from '@/lib/runtime/player';
import { useDefaultPlaylist } from '../api/use-default-playlist';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlaybackController } from '../hooks/use-playback-controller';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { playerTexts } from '../texts';
import type { PlayerViewer } from '../viewer';
import { NowPlaying } from './now-playing';
import { PanelTabs } from './panel-tabs';
import { MiniPlayer } from './mini-player';
import { PlayerControls } from './player-controls';
import { QueueSection } from './queue-section';
import { ShortcutsDialog } from './shortcuts-dialog';
import { PlayerStage } from './stage/player-stage';

/** Keeps the system's media controls in step; renders nothing. */
function MediaSessionSync() {
  useMediaSession();
  return null;
}

/** How the panel shows below md: a mini player, or expanded over the page. */
export interface SmallScreen {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** The panel is hidden: no mini player either. */
  hidden?: boolean;
  /** The member's earning figure for the mini player. */
  figure?: ReactNode;
}

/**
 * Below md, the mini player at the foot of the screen and, while the panel is expanded, the
 * button that collapses it (first in the panel); Escape collapses it too. Focus moves to the
 * collapse button on expanding and back to the expand button on collapsing. Going to another
 * page (a link in the panel) collapses it, so the page shows.
 */
function SmallScreenControls(props: SmallScreen) {
  const { expanded, onExpandedChange } = props;
  const narrow = !useBreakpointUp('md');
  const expandId = useId();
  const collapseId = useId();
  const wasExpanded = useRef(expanded);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    onExpandedChange(false);
  }, [pathname, onExpandedChange]);
  useEffect(() => {
    if (wasExpanded.current === expanded) return;
    wasExpanded.current = expanded;
    document.getElementById(expanded ? collapseId : expandId)?.focus();
  }, [expanded, expandId, collapseId]);
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onExpandedChange(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded, onExpandedChange]);
  if (!narrow || props.hidden) return null;
  if (expanded) {
    return (
      <IconButton
        id={collapseId}
        label={playerTexts.collapse}
        aria-expanded
        className="order-first -mt-1 mb-2 self-center"
        onClick={() => onExpandedChange(false)}
      >
        <ChevronDown aria-hidden />
      </IconButton>
    );
  }
  return createPortal(
    <MiniPlayer
      figure={props.figure}
      expandId={expandId}
      onExpand={() => onExpandedChange(true)}
    />,
    document.body,
  );
}

/**
 * The panel's content (spec 1 §2): the embedded player, the song with its actions and
 * controls, the queue, and the YOUR PLAYLIST and Recent tabs, and below md the mini player.
 * The tabs take the height left: their lists scroll there while the player stays in view.
 * It also runs playback: the controller, the media keys and the keyboard shortcuts.
 */
export function PlayerPanelBody(props: {
  viewer: PlayerViewer;
  stageCover?: ReactNode;
  small?: SmallScreen;
}) {
  const paging = useDefaultPlaylist();
  const song = usePlaybackState((state) => state.currentSong);
  const playState = usePlayerStatus((status) => status.state);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  usePlaybackController();
  usePlayerShortcuts(openHelp);

  return (
    <>
      {props.small && <SmallScreenControls {...props.small} />}
      <div
        className="flex min-h-0 flex-1 flex-col gap-4"
        data-testid="player"
        data-play-state={playState}
      >
        <PlayerStage listPending={paging.status === 'pending'} cover={props.stageCover} />
        {song && (
          <>
            <NowPlaying song={song} viewer={props.viewer} />
            <PlayerControls song={song} onShowShortcuts={openHelp} />
          </>
        )}
        <QueueSection />
        <PanelTabs paging={paging} />
        <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
        <MediaSessionSync />
      </div>
    </>
  );
}
