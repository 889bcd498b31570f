import { type ReactNode, useId } from 'react';

/** A titled part of a page (h2), with an optional action such as a 'See all' link. */
export function Section(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-ink @lg:text-xl">
          {props.title}
        </h2>
        {props.action}
      </div>
      {props.children}
    </section>
  );
}
