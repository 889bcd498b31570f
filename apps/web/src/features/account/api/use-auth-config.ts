import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from './auth-client';

/** What the server offers (GET /api/auth/config); it does not change while the page lives. */
export const authConfigQuery = queryOptions({
  queryKey: ['account', 'config'] as const,
  queryFn: authApi.config,
  staleTime: Infinity,
});

/** Whether Google sign-in is configured; true until the server says otherwise. */
export function useGoogleEnabled(): boolean {
  const { data } = useQuery(authConfigQuery);
  return data?.googleEnabled ?? true;
}

/** The dev outbox page when the server has no SMTP (development only), else null. */
export function useDevOutboxUrl(): string | null {
  const { data } = useQuery(authConfigQuery);
  return data?.devOutboxUrl ?? null;
}
