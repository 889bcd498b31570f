import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOperatorAccess } from '../api/use-operator';
import { operatorTexts as t } from '../texts';

/** The console's link in the top bar: rendered for operators only (the server says who). */
export function OperatorLink({ signedIn }: { signedIn: boolean }) {
  const operator = useOperatorAccess(signedIn);
  if (!operator) return null;
  return (
    <Link
      to={paths.operator.getHref()}
      aria-label={t.link}
      title={t.link}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-raised/60 text-ink hover:bg-raised max-sm:size-9"
    >
      <ShieldCheck aria-hidden className="size-5" />
    </Link>
  );
}
