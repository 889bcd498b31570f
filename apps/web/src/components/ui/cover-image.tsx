import { Music } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';

/**
 * Square artwork with a fallback: when the URL is empty or fails to load, a
 * neutral tile with a note icon takes its place. Decorative: the row names the item.
 * Rounded corners, or a circle for people (`round`).
 */
export function CoverImage(props: { src: string; className?: string; round?: boolean }) {
  const { src, className, round = false } = props;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== '' && failedSrc !== src;
  return (
    <div
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden bg-overlay text-faint',
        round ? 'rounded-full' : 'rounded-md',
        className,
      )}
      data-fallback={showImage ? undefined : 'true'}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Music aria-hidden className="size-1/2" />
      )}
    </div>
  );
}
