import { TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { globalParams, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { authErrorSentence, authErrorTexts } from '../auth-error-texts';

const safeCode = (code: string | null) => (code && /^[a-z0-9_]{1,64}$/.test(code) ? code : null);

/**
 * /auth/error: why a sign-in failed (the server redirects here with `?error=<code>`), with a
 * way to try again. The right-hand panel is hidden on this route (spec 1 §2).
 */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const code = safeCode(params.get('error'));
  useDocumentTitle(authErrorTexts.title);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{authErrorTexts.title}</h1>
      <p role="alert" className="text-base text-muted">
        {authErrorSentence(code)}
      </p>
      {code && (
        <p className="text-xs text-faint">
          {authErrorTexts.codeLabel} <code className="font-mono">{code}</code>
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link
          to={`${paths.discover.getHref()}?${globalParams.signIn}=true`}
          className="inline-flex h-10 items-center rounded-full bg-accent px-5 text-sm font-semibold text-accent-ink hover:bg-accent-strong"
        >
          {authErrorTexts.tryAgain}
        </Link>
        <Link
          to={paths.discover.getHref()}
          className="inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold text-muted ring-1 ring-line hover:bg-raised hover:text-ink"
        >
          {authErrorTexts.backToDiscover}
        </Link>
      </div>
    </div>
  );
}
