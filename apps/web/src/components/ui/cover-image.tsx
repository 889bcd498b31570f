import { Music } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';

/**
 * Square artwork with a fallback: when the URL is empty or fails to load, a
 * neutral tile with a note icon takes its place. Decorative: the row names the item.
 */
export function CoverImage({ src, className }: { src: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== '' && failedSrc !== src;
  return (
    <div
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-overlay text-faint',
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
