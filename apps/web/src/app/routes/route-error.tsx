import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { navLabels, shellTexts } from '@/features/shell/texts';

/** Shown instead of the whole layout when rendering a route throws. */
export function RouteError() {
  return (
    <div role="alert" className="flex h-dvh flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-xl font-bold text-ink">{shellTexts.somethingWentWrong}</h1>
      <Link
        to={paths.discover.getHref()}
        reloadDocument
        className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-canvas hover:bg-white"
      >
        {navLabels.discover}
      </Link>
    </div>
  );
}
