import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The top bar: logo, then the search box and the account control supplied by the app. */
export function TopBar({ search, account }: { search: ReactNode; account: ReactNode }) {
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 px-3 md:gap-6 md:px-4">
      <Logo />
      <div className="flex min-w-0 flex-1 justify-center">{search}</div>
      <div className="flex shrink-0 items-center gap-2">{account}</div>
    </header>
  );
}
