import { OTP_TTL_SECONDS } from '@earshot/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_CALLS, AUTH_PREFIX, type AuthAnswer } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { AddressBook } from '../addresses/address-book';
import type { AccountDeletionService } from '../deletion/account-deletion.service';
import type { AuthService, SignedIn } from './auth.service';
import { callerOf, parse, routeOf as path } from './auth-request';
import type { EmailChangeService } from './email-change.service';
import { registerSettingsRoutes } from './settings.routes';
import {
  clearSessionCookie,
  readCookie,
  requestToken,
  setSessionCookie,
  SESSION_COOKIE,
} from '../sessions/auth-cookies';
import type { ProfileService } from '../profile/profile.service';
import type { SessionService } from '../sessions/session.service';
import type { LinkingService } from '../wallet/linking.service';

/** What the /api/auth routes are built from. */
export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  /** Connect Email: send-otp and verify-otp with a wallet (spec 1 §7). */
  linking: LinkingService;
  profiles: ProfileService;
  emailChange: EmailChangeService;
  deletion: AccountDeletionService;
  clock: Clock;
  publicUrl: string | undefined;
  googleEnabled: boolean;
  /** Where each sign-in's address is noted, hashed (fraud review). */
  addresses: AddressBook;
  /** The dev outbox's path for a client that may read it, else null. */
  devOutboxUrl: (req: FastifyRequest) => string | null;
}

/**
 * The spec's web calls under /api/auth (spec 1 §7): thin routes over the account services.
 * Errors answer { error, message, code } through the shared error handler.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { auth, sessions, profiles, linking, clock, publicUrl } = deps;

  const signedIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    result: SignedIn,
  ): Promise<AuthAnswer<'signIn'>> => {
    // The address it signed in (or finished signing up) from, hashed (ADR 0028).
    await deps.addresses.seen(result.user.id, req.ip);
    setSessionCookie(req, reply, publicUrl, result.session, clock.now());
    return {
      user: result.user,
      expires: result.session.expiresAt.toISOString(),
      method: result.session.method,
    };
  };
  const caller = callerOf(sessions);
  // The cookie the browser already had: signing in again ends that session (rotation).
  const previous = (req: FastifyRequest) => readCookie(req, SESSION_COOKIE);

  void app.register(
    (api, _options, done) => {
      api.addHook('onSend', (_req, reply, payload, next) => {
        void reply.header('cache-control', 'no-store');
        next(null, payload);
      });

      api.get(path(AUTH_CALLS.config), (req): AuthAnswer<'config'> => ({
        googleEnabled: deps.googleEnabled,
        devOutboxUrl: deps.devOutboxUrl(req),
      }));

      api.get(path(AUTH_CALLS.session), async (req): Promise<AuthAnswer<'session'>> => {
        const session = await sessions.resolve(requestToken(req));
        if (!session) return { user: null, expires: null, method: null };
        const { id, email, name, image, walletAddress } = await profiles.getProfile(session.userId);
        return {
          user: { id, email, name, image, walletAddress },
          expires: session.expiresAt.toISOString(),
          method: session.method,
        };
      });

      api.get(path(AUTH_CALLS.sessionToken), async (req): Promise<AuthAnswer<'sessionToken'>> => {
        const { session, token } = await caller(req);
        return { sessionToken: token, expires: session.expiresAt.toISOString() };
      });

      api.post(path(AUTH_CALLS.checkEmail), async (req): Promise<AuthAnswer<'checkEmail'>> => {
        const result = await auth.checkEmail(parse(AUTH_CALLS.checkEmail.body, req.body), req.ip);
        return { ...result, exists: result.emailExists };
      });

      api.post(path(AUTH_CALLS.register), async (req): Promise<AuthAnswer<'register'>> => {
        const { email } = await auth.register(parse(AUTH_CALLS.register.body, req.body), req.ip);
        return {
          success: true,
          email,
          expiresIn: OTP_TTL_SECONDS,
          message: 'Verification code sent',
        };
      });

      api.post(path(AUTH_CALLS.sendOtp), async (req): Promise<AuthAnswer<'sendOtp'>> => {
        const body = parse(AUTH_CALLS.sendOtp.body, req.body);
        if (body.walletAddress !== undefined) {
          // Connect Email: the signed-in wallet user's code to link this address.
          const { session } = await caller(req);
          const { email, expiresIn } = await linking.startEmailLink(session.userId, body, req.ip);
          return { success: true, email, expiresIn };
        }
        const { email } = await auth.resendSignupCode(body, req.ip);
        return { success: true, email, expiresIn: OTP_TTL_SECONDS };
      });

      api.post(path(AUTH_CALLS.verifyOtp), async (req, reply): Promise<AuthAnswer<'verifyOtp'>> => {
        const body = parse(AUTH_CALLS.verifyOtp.body, req.body);
        if (body.linkToWeb3) {
          // Connect Email completed: the session stays as it is; the account gains the e-mail.
          const { session } = await caller(req);
          const { id, email, name, image, walletAddress } = await linking.completeEmailLink(
            session.userId,
            body,
          );
          return {
            verified: true,
            user: { id, email, name, image, walletAddress },
            expires: session.expiresAt.toISOString(),
            method: session.method,
          };
        }
        const result = await auth.verifySignup(body, previous(req));
        return { verified: true, ...(await signedIn(req, reply, result)) };
      });

      api.post(path(AUTH_CALLS.signIn), async (req, reply): Promise<AuthAnswer<'signIn'>> => {
        const result = await auth.signIn(
          parse(AUTH_CALLS.signIn.body, req.body),
          req.ip,
          previous(req),
        );
        return signedIn(req, reply, result);
      });

      api.post(path(AUTH_CALLS.signOut), async (req, reply): Promise<AuthAnswer<'signOut'>> => {
        await sessions.close(requestToken(req));
        clearSessionCookie(req, reply, publicUrl);
        return { success: true };
      });

      api.post(
        path(AUTH_CALLS.forgotPassword),
        async (req): Promise<AuthAnswer<'forgotPassword'>> => {
          await auth.requestPasswordReset(parse(AUTH_CALLS.forgotPassword.body, req.body), req.ip);
          return { success: true, expiresIn: OTP_TTL_SECONDS };
        },
      );

      api.post(
        path(AUTH_CALLS.resetPassword),
        async (req, reply): Promise<AuthAnswer<'resetPassword'>> => {
          const result = await auth.resetPassword(
            parse(AUTH_CALLS.resetPassword.body, req.body),
            previous(req),
          );
          return { success: true, ...(await signedIn(req, reply, result)) };
        },
      );

      registerSettingsRoutes(api, { ...deps, caller });
      done();
    },
    { prefix: AUTH_PREFIX },
  );
}
