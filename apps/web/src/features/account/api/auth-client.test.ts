import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { authApi } from './auth-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authApi', () => {
  it('sends the body its call declares and reads the answer with its schema', async () => {
    const server = installFakeAuthServer();
    const signedIn = await authApi.signIn('ada@example.com', 'Listen2Music');
    expect(signedIn).toEqual({
      user: makeUser(),
      expires: '2099-01-01T00:00:00.000Z',
      method: 'web2',
    });
    expect(server.callsTo('POST', 'signin')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Listen2Music',
    });
  });

  it('keeps only what the schema names', async () => {
    const server = installFakeAuthServer();
    server.on('GET', 'config', () =>
      answer(200, { googleEnabled: false, devOutboxUrl: null, extra: 'dropped' }),
    );
    expect(await authApi.config()).toEqual({ googleEnabled: false, devOutboxUrl: null });
  });

  it('refuses an answer of the wrong shape with the generic words', async () => {
    const server = installFakeAuthServer();
    server.on('GET', 'session', () => answer(200, { user: { id: 7 }, expires: null }));
    await expect(authApi.session()).rejects.toMatchObject({
      status: 200,
      code: 'invalid_answer',
      message: 'Something went wrong. Please try again.',
    });
  });
});
