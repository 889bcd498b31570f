import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

/** The heading block at the top of a routed page: one h1, optional supporting content; it names the tab. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      {children}
    </header>
  );
}
