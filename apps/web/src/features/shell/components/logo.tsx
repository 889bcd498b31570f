import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shellTexts } from '../texts';

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <g className="fill-accent-ink">
        <rect x="7" y="12" width="3" height="8" rx="1.5" />
        <rect x="12.5" y="8" width="3" height="16" rx="1.5" />
        <rect x="18" y="10" width="3" height="12" rx="1.5" />
        <rect x="23.5" y="13.5" width="3" height="5" rx="1.5" />
      </g>
    </svg>
  );
}

/** The brand mark and name, leading to Discover. The name is visually hidden on the smallest screens. */
export function Logo() {
  return (
    <Link
      to={paths.discover.getHref()}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-ink"
    >
      <LogoMark />
      <span className="sr-only sm:not-sr-only">{shellTexts.brand}</span>
    </Link>
  );
}
