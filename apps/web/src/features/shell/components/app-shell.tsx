import type { ReactNode } from 'react';

/**
 * The page frame. From md up the sidebar, the page and the player panel sit side
 * by side and each scrolls on its own; below md the panel follows the page in
 * one scrolling column, so the page keeps the whole width next to the sidebar.
 * The page column is a size container: pages lay out by its width, which the
 * sidebar and the panel decide more than the viewport does.
 */
export function AppShell(props: {
  topBar: ReactNode;
  sidebar: ReactNode;
  panel: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex h-dvh flex-col">
      {props.topBar}
      <div className="flex min-h-0 flex-1 gap-2 px-2 pb-2">
        {props.sidebar}
        <div className="flex min-w-0 flex-1 flex-col gap-2 overflow-y-auto md:flex-row md:overflow-hidden">
          <main className="min-w-0 flex-1 rounded-lg bg-linear-to-b from-accent/15 via-surface via-40% to-surface md:overflow-y-auto">
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
