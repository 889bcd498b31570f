import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { codeOf, mailTo } from './mailbox';

/** The password every journey's account uses. */
export const PASSWORD = 'Listen2Music';

/** An address no other test (or earlier run against the same server) has used. */
export const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Creates an active account through the API, with the code from its mail (mail #0). With a
 * page's `request` the browser is signed in as well (they share cookies). `baseUrl` picks a
 * server other than the config's.
 */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  name: string,
  baseUrl = '',
) {
  const registered = await request.post(`${baseUrl}/api/auth/register`, {
    data: { email, password: PASSWORD, name },
  });
  expect(registered.status()).toBe(200);
  const verified = await request.post(`${baseUrl}/api/auth/verify-otp`, {
    data: { email, otp: codeOf(await mailTo(email, 0)) },
  });
  expect(verified.status()).toBe(200);
}
