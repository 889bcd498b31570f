import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

/** One section of a legal page: a heading, paragraphs and, where useful, a list. */
export interface LegalSection {
  heading: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
}

/** The shared layout of /terms and /privacy: a readable column of numbered sections. */
export function LegalPage(props: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  useDocumentTitle(props.title);
  return (
    <article className="mx-auto max-w-2xl pb-8">
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{props.title}</h1>
        <p className="mt-2 text-sm text-faint">{props.updated}</p>
        <p className="mt-4 text-base leading-relaxed text-muted">{props.intro}</p>
      </header>
      <div className="flex flex-col gap-8">
        {props.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="mb-3 text-lg font-semibold text-ink">
              {index + 1}. {section.heading}
            </h2>
            <div className="flex flex-col gap-3 text-sm leading-relaxed text-muted">
              {section.paragraphs?.map((paragraph, p) => (
                // Fixed text: position is identity.
                <p key={p}>{paragraph}</p>
              ))}
              {section.items && (
                <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-faint">
                  {section.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
