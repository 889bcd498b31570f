import { ACCOUNT_TEXTS, OTP_TTL_SECONDS } from '@earshot/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { AuthService, SignedIn } from './auth.service';
import {
  clearSessionCookie,
  readCookie,
  requestToken,
  setSessionCookie,
  SESSION_COOKIE,
} from './auth-cookies';
import type { ProfileService } from './profile.service';
import type { SessionService } from './session.service';

/** What the /api/auth routes are built from. */
export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  profiles: ProfileService;
  clock: Clock;
  publicUrl: string | undefined;
  googleEnabled: boolean;
  devOutboxUrl: string | null;
}

// Shapes only (types and sane lengths); the rules and their words live in @earshot/domain.
const text = (max: number) => z.string().max(max).optional();
const EmailBody = z.object({ email: text(320) });
const SignInBody = z.object({ email: text(320), password: text(1024) });
const RegisterBody = z.object({
  email: text(320),
  password: text(1024),
  name: text(200).nullable(),
});
const VerifyBody = z.object({ email: text(320), otp: text(32) });
const ResetBody = z.object({ email: text(320), otp: text(32), password: text(1024) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('invalid_argument', 'invalid_request');
  return parsed.data;
}

/**
 * The spec's web calls under /api/auth (spec 1 §7): thin routes over the account services.
 * Errors answer { error, message, code } through the shared error handler.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { auth, sessions, profiles, clock, publicUrl } = deps;

  const signedIn = (req: FastifyRequest, reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(req, reply, publicUrl, result.session, clock.now());
    return { user: result.user, expires: result.session.expiresAt.toISOString() };
  };
  // The cookie the browser already had: signing in again ends that session (rotation).
  const previous = (req: FastifyRequest) => readCookie(req, SESSION_COOKIE);

  void app.register(
    (api, _options, done) => {
      api.addHook('onSend', (_req, reply, payload, next) => {
        void reply.header('cache-control', 'no-store');
        next(null, payload);
      });

      api.get('/config', (_req, reply) =>
        reply.send({ googleEnabled: deps.googleEnabled, devOutboxUrl: deps.devOutboxUrl }),
      );

      api.get('/session', async (req) => {
        const session = await sessions.resolve(requestToken(req));
        if (!session) return { user: null, expires: null };
        const { id, email, name, image, walletAddress } = await profiles.getProfile(session.userId);
        return {
          user: { id, email, name, image, walletAddress },
          expires: session.expiresAt.toISOString(),
        };
      });

      api.get('/session-token', async (req) => {
        const token = requestToken(req);
        const session = await sessions.resolve(token);
        if (!session || !token) {
          throw new AppError(
            'unauthenticated',
            'authentication_required',
            ACCOUNT_TEXTS.authenticationRequired,
          );
        }
        return { sessionToken: token, expires: session.expiresAt.toISOString() };
      });

      api.post('/check-email', async (req) => {
        const result = await auth.checkEmail(parse(EmailBody, req.body), req.ip);
        return { ...result, exists: result.emailExists };
      });

      api.post('/register', async (req) => {
        const { email } = await auth.register(parse(RegisterBody, req.body));
        return {
          success: true,
          email,
          expiresIn: OTP_TTL_SECONDS,
          message: 'Verification code sent',
        };
      });

      api.post('/send-otp', async (req) => {
        const { email } = await auth.resendSignupCode(parse(EmailBody, req.body));
        return { success: true, email, expiresIn: OTP_TTL_SECONDS };
      });

      api.post('/verify-otp', async (req, reply) => {
        const result = await auth.verifySignup(parse(VerifyBody, req.body), previous(req));
        return { verified: true, ...signedIn(req, reply, result) };
      });

      api.post('/signin', async (req, reply) => {
        const result = await auth.signIn(parse(SignInBody, req.body), req.ip, previous(req));
        return signedIn(req, reply, result);
      });

      api.post('/signout', async (req, reply) => {
        await sessions.close(requestToken(req));
        clearSessionCookie(req, reply, publicUrl);
        return { success: true };
      });

      api.post('/forgot-password', async (req) => {
        await auth.requestPasswordReset(parse(EmailBody, req.body));
        return { success: true, expiresIn: OTP_TTL_SECONDS };
      });

      api.post('/reset-password', async (req, reply) => {
        const result = await auth.resetPassword(parse(ResetBody, req.body), previous(req));
        return { success: true, ...signedIn(req, reply, result) };
      });
      done();
    },
    { prefix: '/api/auth' },
  );
}
