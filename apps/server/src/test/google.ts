import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll } from 'vitest';
import { useTestServer, type TestHarness } from './fixture';

/** What the local provider is about to sign: the ID token's header and claims, to change. */
export interface TokenToSign {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/**
 * The file's test server (useTestServer) configured with a local OpenID provider standing in
 * for Google as `clientId`: the provider starts before the server and stops after it. `onToken`
 * sees every ID token for that client before it is signed.
 */
export function useTestServerWithGoogle(
  clientId: string,
  onToken: (token: TokenToSign) => void,
): { t: TestHarness; provider: () => OAuth2Server } {
  let provider: OAuth2Server | undefined;
  const started = () => {
    if (!provider) throw new Error('the provider starts in beforeAll');
    return provider;
  };
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    provider.service.on('beforeTokenSigning', (token: TokenToSign) => {
      if (token.payload.aud === clientId) onToken(token);
    });
  });
  afterAll(() => provider?.stop());
  const t = useTestServer(() => ({
    config: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: started().issuer.url,
    },
  }));
  return { t, provider: started };
}
