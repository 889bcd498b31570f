import { StatusMessage } from '@/components/ui/status-message';
import { useTracks } from '../api/use-tracks';
import { catalogTexts } from '../texts';
import { TrackRow } from './track-row';

/** The first page of tracks with the spec's loading, failed and empty states. */
export function TrackList() {
  const { data, status } = useTracks();
  if (status === 'pending') {
    return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
  }
  if (status === 'error') {
    return <StatusMessage tone="error">{catalogTexts.failed}</StatusMessage>;
  }
  if (data.tracks.length === 0) {
    return <StatusMessage tone="info">{catalogTexts.empty}</StatusMessage>;
  }
  return (
    <ul aria-label={catalogTexts.tracks} className="@container flex flex-col gap-0.5">
      {data.tracks.map((track, index) => (
        <TrackRow key={track.trackId} track={track} position={index + 1} />
      ))}
    </ul>
  );
}
