import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { explained, useLibraryClient } from '../api/use-own-playlists';
import { favoriteTexts, playlistTexts } from '../texts';
import { PlaylistDetailsForm } from './playlist-details-form';

/** /create-playlist: the details form; a new playlist opens at once. */
export function CreatePlaylistPage() {
  const { library, refresh } = useLibraryClient();
  const navigate = useNavigate();
  return (
    <PlaylistDetailsForm
      initial={{ title: '', description: '', imageUrl: '', isPublic: false }}
      submitLabel={playlistTexts.create}
      onSubmit={async (value) => {
        try {
          const { playlist } = await library.createPlaylist(value);
          void refresh();
          if (playlist) void navigate(paths.playlist.getHref(playlist.playlistId));
          return undefined;
        } catch (error) {
          return explained(error) ?? favoriteTexts.failed;
        }
      }}
    />
  );
}
