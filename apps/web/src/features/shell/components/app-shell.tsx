import type { ReactNode } from 'react';
import { shellTexts } from '../texts';

const MAIN_ID = 'main';

/**
 * The page frame. From md up the sidebar, the page and the player panel sit side
 * by side and each scrolls on its own; below md the panel is a mini player fixed at
 * the foot of the screen (room is kept for it), so the page keeps the whole width next
 * to the sidebar.
 * The page column is a size container: pages lay out by its width, which the
 * sidebar and the panel decide more than the viewport does. The first stop of the keyboard is
 * a link past the top bar and the sidebar to the page, shown only while it has focus.
 */
export function AppShell(props: {
  topBar: ReactNode;
  sidebar: ReactNode;
  panel: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-canvas"
      >
        {shellTexts.skipToContent}
      </a>
      {props.topBar}
      <div className="flex min-h-0 flex-1 gap-2 px-2 pb-2 max-md:pb-[4.5rem]">
        {props.sidebar}
        <div className="relative flex min-w-0 flex-1 flex-col gap-2 overflow-y-auto md:flex-row md:overflow-hidden">
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="relative min-w-0 flex-1 rounded-lg bg-linear-to-b from-accent/15 via-surface via-40% to-surface md:overflow-y-auto"
          >
            <div className="@container mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-8">
              {props.children}
            </div>
          </main>
          {props.panel}
        </div>
      </div>
    </div>
  );
}
