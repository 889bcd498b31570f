import { OAuth2Server } from 'oauth2-mock-server';
import { startTestServer, type TestServer } from './test-server';

/** What the local provider is about to sign: the ID token's header and claims, to change. */
export interface TokenToSign {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/**
 * A local OpenID provider standing in for Google, and a test server configured with it as
 * `clientId`. `onToken` sees every ID token for that client before it is signed (the test
 * puts its claims in, or spoils it).
 */
export async function startWithGoogle(
  clientId: string,
  onToken: (token: TokenToSign) => void,
): Promise<{ t: TestServer; provider: OAuth2Server; stop: () => Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  provider.service.on('beforeTokenSigning', (token: TokenToSign) => {
    if (token.payload.aud === clientId) onToken(token);
  });
  const t = await startTestServer({
    config: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: provider.issuer.url,
    },
  });
  return {
    t,
    provider,
    stop: async () => {
      await t.stop();
      await provider.stop();
    },
  };
}
