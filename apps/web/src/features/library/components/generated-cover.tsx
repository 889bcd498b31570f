import { CoverImage } from '@/components/ui/cover-image';

/** A stable hue for a playlist id (FNV-1a), so its generated cover never changes. */
function hueOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 360;
}

/**
 * A playlist's cover: its image when it has one, else a generated one (ADR 0014): a gradient
 * picked by the playlist's id with the title's first letter.
 */
export function PlaylistCover(props: { playlistId: string; title: string; imageUrl: string }) {
  if (props.imageUrl) {
    return <CoverImage src={props.imageUrl} className="size-40 shadow-xl shadow-black/40" />;
  }
  const hue = hueOf(props.playlistId);
  return (
    <div
      aria-hidden
      data-generated-cover=""
      className="flex size-40 shrink-0 items-center justify-center rounded-md text-6xl font-black text-white/90 shadow-xl shadow-black/40"
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 60) % 360} 70% 25%))`,
      }}
    >
      {[...props.title.trim()][0]?.toUpperCase() ?? '♪'}
    </div>
  );
}
