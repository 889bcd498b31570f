import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EmbedMode } from './use-embed-mount';

/** The frame a streaming player sits in, with a spinner while its script loads. */
export function EmbedShell(props: { mode: EmbedMode; children: ReactNode }) {
  return (
    <div className="relative size-full bg-canvas" data-embed-mode={props.mode}>
      {props.children}
      {props.mode === 'loading' && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <LoaderCircle aria-hidden className="size-6 animate-spin text-muted" />
        </div>
      )}
    </div>
  );
}
