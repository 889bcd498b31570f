import type { Ref } from 'react';
import { clsx } from 'clsx';

/** A platform's plain embedded frame, as its share dialog gives it. */
export function EmbedFrame({
  src,
  title,
  className,
  ref,
}: {
  src: string;
  title: string;
  className?: string;
  ref?: Ref<HTMLIFrameElement>;
}) {
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      loading="eager"
      className={clsx('size-full border-0', className)}
    />
  );
}
