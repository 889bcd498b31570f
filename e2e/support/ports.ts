/**
 * The ports of one e2e run, all derived from E2E_PORT so runs on different base ports
 * (3100, 3300, 3500, …) never meet: the app, its native gRPC port, the SMTP capture (SMTP and
 * its HTTP mailbox), the local OIDC provider standing in for Google, and a second app server
 * a journey starts and stops itself (HTTP and native gRPC).
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const ports = {
  app: base,
  grpc: base + 1,
  smtp: base + 2,
  mailbox: base + 3,
  oidc: base + 4,
  ownApp: base + 5,
  ownGrpc: base + 6,
} as const;

/** Where the tests read the captured mail. */
export const mailboxUrl = `http://127.0.0.1:${ports.mailbox}`;

/** The OIDC provider's issuer URL (the server's GOOGLE_ISSUER). */
export const oidcIssuer = `http://127.0.0.1:${ports.oidc}`;

/** The Google client the server is configured with for e2e. */
export const oidcClient = { id: 'earshot-e2e', secret: 'earshot-e2e-secret' } as const;

/** The person the OIDC provider signs in (it approves every request without a screen). */
export const googleUser = {
  sub: 'google-e2e-0001',
  email: 'gia.google@example.com',
  name: 'Gia Google',
} as const;

/**
 * The cookie, on the OIDC provider's origin, naming another person for a journey's Google
 * round trips: base64url JSON { sub, email, name } (support/oidc-provider.ts).
 */
export const GOOGLE_PERSON_COOKIE = 'e2e_google_person';

/** A cookie that makes the OIDC provider sign `person` in instead of `googleUser`. */
export function googlePersonCookie(person: { sub: string; email: string; name: string }) {
  return {
    name: GOOGLE_PERSON_COOKIE,
    value: Buffer.from(JSON.stringify(person)).toString('base64url'),
    url: oidcIssuer,
  };
}
