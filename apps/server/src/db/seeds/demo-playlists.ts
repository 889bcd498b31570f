import type { NewPlaylist } from '../factories/playlists';
import type { Random } from '~/random';

const PLAYLISTS = [
  ['pl-fresh-finds', 'Fresh Finds', 'New music we cannot stop playing.', true, null],
  ['pl-late-night-jazz', 'Late Night Jazz', 'Smoky rooms and slow tempos.', true, 'Jazz'],
  ['pl-focus-flow', 'Focus Flow', 'Instrumental textures to work to.', true, 'Ambient'],
  ['pl-rock-anthems', 'Rock Anthems', 'Big guitars, bigger choruses.', true, 'Rock'],
  ['pl-weekend-warmup', 'Weekend Warmup', 'Pre-party energy.', false, 'Electronic'],
  ['pl-acoustic-mornings', 'Acoustic Mornings', 'Coffee-friendly folk.', false, 'Folk'],
  ['pl-beat-tape', 'Beat Tape', 'Head-nod certified.', false, 'Hip-Hop'],
  ['pl-deep-ambient', 'Deep Ambient', 'Long breaths of sound.', false, 'Ambient'],
  ['pl-latin-heat', 'Latin Heat', 'Clave, brass and sunshine.', false, 'Latin'],
  ['pl-metal-monday', 'Metal Monday', 'Start the week loud.', false, 'Metal'],
  ['pl-soul-sessions', 'Soul Sessions', 'Smooth R&B grooves.', false, 'R&B'],
  ['pl-pop-radar', 'Pop Radar', 'Hooks on repeat.', false, 'Pop'],
] as const;

/** Earshot's official playlists: the first four featured on Discover. */
export function demoPlaylists(
  random: Random,
  tracks: { id: number; genre: string }[],
): { playlist: NewPlaylist; trackIds: number[] }[] {
  return PLAYLISTS.map(([id, title, description, isFeatured, genre]) => {
    const pool = genre ? tracks.filter((track) => track.genre === genre) : tracks;
    const picked = new Set<number>();
    const size = Math.min(pool.length, random.int(12, 25));
    while (picked.size < size) picked.add(random.pick(pool).id);
    return {
      playlist: {
        id,
        title,
        description,
        isOfficial: true,
        isPublic: true,
        isFeatured,
        coverUrl: `/media/demo/covers/${id}.svg`,
      },
      trackIds: [...picked],
    };
  });
}
