// A local OpenID Connect provider standing in for Google (oauth2-mock-server): it approves
// every authorization request without a screen and signs ID tokens for one fixed person.
// Started by playwright.config.ts as a webServer; the app's GOOGLE_ISSUER points at it.
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { googleUser, oidcClient, oidcIssuer, ports } from './ports';

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');

// Only the ID token (audience: our client) speaks about the person; access tokens are left alone.
provider.service.on('beforeTokenSigning', (token: MutableToken) => {
  if (token.payload.aud !== oidcClient.id) return;
  Object.assign(token.payload, {
    sub: googleUser.sub,
    email: googleUser.email,
    email_verified: true,
    name: googleUser.name,
  });
});

await provider.start(ports.oidc, '127.0.0.1');
provider.issuer.url = oidcIssuer;
process.stdout.write(`OIDC provider: ${oidcIssuer}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.stop().then(() => process.exit(0));
  });
}
