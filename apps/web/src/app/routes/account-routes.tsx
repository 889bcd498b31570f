import { lazyBody } from './lazy-body';

/** /terms: rarely opened, so its text stays out of the first page (ADR 0010). */
export const TermsRoute = lazyBody(() =>
  import('@/features/account/components/legal/terms-page').then((m) => m.TermsPage),
);
/** /privacy */
export const PrivacyRoute = lazyBody(() =>
  import('@/features/account/components/legal/privacy-page').then((m) => m.PrivacyPage),
);
/** /auth/error: where a failed sign-in lands. */
export const AuthErrorRoute = lazyBody(() =>
  import('@/features/account/components/auth-error-page').then((m) => m.AuthErrorPage),
);
