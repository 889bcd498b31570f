import { usePlayerEngines, useRecentTracks } from '@/lib/runtime/player';
import { playerTexts } from '../texts';
import { ListHeader } from './list-header';
import { ListMessage } from './list-message';
import { SongList } from './song-list';

/**
 * Recent: what played on this device, most recent first. Playing one hands the player the
 * recent list as it stands (decision), so it carries on through your history.
 */
export function RecentTab() {
  const { playback, recent } = usePlayerEngines();
  const tracks = useRecentTracks();
  if (tracks.length === 0) return <ListMessage tone="info" text={playerTexts.recentEmpty} />;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <ListHeader
        clearText={playerTexts.clearRecent}
        clearLabel={playerTexts.clearRecentLabel}
        onClear={recent.clear}
      >
        <p className="text-xs text-faint">{playerTexts.recentCaption}</p>
      </ListHeader>
      <SongList
        label={playerTexts.recentList}
        entries={tracks.map((track, index) => ({ track, index }))}
        currentIndex={null}
        onPlay={(entry) => playback.requestSong(entry.track, tracks)}
        className="flex-1"
      />
    </div>
  );
}
