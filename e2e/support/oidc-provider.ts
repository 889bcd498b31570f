// A local OpenID Connect provider standing in for Google (oauth2-mock-server): it approves
// every authorization request without a screen and signs ID tokens for one person: the fixed
// `googleUser`, or the one a journey names in the `GOOGLE_PERSON_COOKIE` cookie it sets on the
// provider's origin (so journeys do not share a Google account).
// Started by playwright.config.ts as a webServer; the app's GOOGLE_ISSUER points at it.
import type { IncomingMessage } from 'node:http';
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { GOOGLE_PERSON_COOKIE, googleUser, oidcClient, oidcIssuer, ports } from './ports';

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');

type Person = { sub: string; email: string; name: string };
/** Who each authorization code was given to. */
const personOfCode = new Map<string, Person>();

function cookiePerson(req: IncomingMessage): Person | undefined {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${GOOGLE_PERSON_COOKIE}=`));
  if (!pair) return undefined;
  const json = Buffer.from(pair.slice(GOOGLE_PERSON_COOKIE.length + 1), 'base64url').toString();
  return JSON.parse(json) as Person;
}

provider.service.on('beforeAuthorizeRedirect', (to: MutableRedirectUri, req: IncomingMessage) => {
  const code = to.url.searchParams.get('code');
  const person = cookiePerson(req);
  if (code && person) personOfCode.set(code, person);
});

// Only the ID token (audience: our client) speaks about the person; access tokens are left alone.
provider.service.on(
  'beforeTokenSigning',
  (token: MutableToken, req: TokenRequestIncomingMessage) => {
    if (token.payload.aud !== oidcClient.id) return;
    const code = (req.body as { code?: string } | undefined)?.code;
    const person = (code && personOfCode.get(code)) || googleUser;
    Object.assign(token.payload, {
      sub: person.sub,
      email: person.email,
      email_verified: true,
      name: person.name,
    });
  },
);

await provider.start(ports.oidc, '127.0.0.1');
provider.issuer.url = oidcIssuer;
process.stdout.write(`OIDC provider: ${oidcIssuer}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.stop().then(() => process.exit(0));
  });
}
