import type { ReactNode } from 'react';
import { Logo } from './logo';

/**
 * The top bar: logo, then the search box and the account control supplied by the app. Below md
 * the search box takes a row of its own under the other two: beside a signed-in user's EP total,
 * wallet and menu a phone would leave it too narrow to use. There the account controls are 36 px
 * high and 4 px apart, so that they share the first row with the logo at 320 px (a six-figure
 * balance included).
 */
export function TopBar({ search, account }: { search: ReactNode; account: ReactNode }) {
  return (
    <header className="flex shrink-0 flex-wrap items-center justify-between gap-2 p-3 md:gap-6 md:px-4">
      <Logo />
      <div className="flex min-w-0 flex-1 justify-center max-md:order-1 max-md:basis-full">
        {search}
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">{account}</div>
    </header>
  );
}
