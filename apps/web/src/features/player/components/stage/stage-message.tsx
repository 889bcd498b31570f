import { CircleAlert, LoaderCircle, Music } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

type Tone = 'loading' | 'info' | 'error';

/** A message filling the player area: loading, nothing to play, or why nothing can play. */
export function StageMessage(props: { tone: Tone; children: ReactNode; detail?: ReactNode }) {
  const Icon =
    props.tone === 'loading' ? LoaderCircle : props.tone === 'error' ? CircleAlert : Music;
  return (
    <div
      role={props.tone === 'error' ? 'alert' : 'status'}
      className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <span
        className={clsx(
          'flex size-12 items-center justify-center rounded-full bg-canvas/60',
          props.tone === 'error' ? 'text-danger' : 'text-accent-strong',
        )}
      >
        <Icon aria-hidden className={clsx('size-6', props.tone === 'loading' && 'animate-spin')} />
      </span>
      <p className="text-sm font-medium text-muted">{props.children}</p>
      {props.detail}
    </div>
  );
}
