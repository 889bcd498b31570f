import { lazyBody } from './lazy-body';

// Long prose few visitors read: each in its own chunk, off the first page (ADR 0010).

/** /terms */
export const TermsRoute = lazyBody(() =>
  import('@/features/account/components/legal/terms-page').then((m) => m.TermsPage),
);

/** /privacy */
export const PrivacyRoute = lazyBody(() =>
  import('@/features/account/components/legal/privacy-page').then((m) => m.PrivacyPage),
);
