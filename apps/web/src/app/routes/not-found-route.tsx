import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { navLabels, shellTexts } from '@/features/shell/texts';
import { useDocumentTitle } from '@/lib/document-title';

/** Any path the app does not know (spec 1 §8, 404 text). */
export function NotFoundRoute() {
  useDocumentTitle(shellTexts.notFoundTitle);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden className="text-6xl font-black tracking-tight text-accent-strong/80">
        404
      </p>
      <h1 className="text-xl font-bold text-ink">{shellTexts.notFound}</h1>
      <Link
        to={paths.discover.getHref()}
        className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-canvas hover:bg-white"
      >
        {navLabels.discover}
      </Link>
    </div>
  );
}
