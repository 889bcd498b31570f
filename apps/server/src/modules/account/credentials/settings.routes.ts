import type { FastifyInstance } from 'fastify';
import { SETTINGS_CALLS, type CallAnswer } from '@earshot/wire';
import type { AccountDeletionService } from '../deletion/account-deletion.service';
import { clearSessionCookie } from '../sessions/auth-cookies';
import type { SessionService } from '../sessions/session.service';
import type { AuthService } from './auth.service';
import { parse, routeOf, type Caller } from './auth-request';
import type { EmailChangeService } from './email-change.service';
import { OTP_TTL_SECONDS } from '@earshot/domain';

type Answer<K extends keyof typeof SETTINGS_CALLS> = CallAnswer<(typeof SETTINGS_CALLS)[K]>;

/**
 * The signed-in user's own /api/auth calls (/user/settings; ADR 0016, 0023): they need the
 * session cookie itself, which an RPC handler does not see. Each body's shape is checked
 * before the session, as every /api/auth body is.
 */
export function registerSettingsRoutes(
  api: FastifyInstance,
  deps: {
    auth: AuthService;
    sessions: SessionService;
    emailChange: EmailChangeService;
    deletion: AccountDeletionService;
    publicUrl: string | undefined;
    caller: Caller;
  },
) {
  const { auth, sessions, emailChange, deletion, publicUrl, caller } = deps;

  api.post(
    routeOf(SETTINGS_CALLS.changePassword),
    async (req): Promise<Answer<'changePassword'>> => {
      const body = parse(SETTINGS_CALLS.changePassword.body, req.body);
      const { session, token } = await caller(req);
      await auth.changePassword(session.userId, body, token);
      return { success: true };
    },
  );

  api.post(
    routeOf(SETTINGS_CALLS.signOutEverywhere),
    async (req, reply): Promise<Answer<'signOutEverywhere'>> => {
      const { session } = await caller(req);
      await sessions.closeAllOf(session.userId);
      clearSessionCookie(req, reply, publicUrl);
      return { success: true };
    },
  );

  api.post(
    routeOf(SETTINGS_CALLS.sendEmailChangeCode),
    async (req): Promise<Answer<'sendEmailChangeCode'>> => {
      const body = parse(SETTINGS_CALLS.sendEmailChangeCode.body, req.body);
      const { session } = await caller(req);
      const email = await emailChange.sendCode(session.userId, body, req.ip);
      return { success: true, email, expiresIn: OTP_TTL_SECONDS };
    },
  );

  api.post(routeOf(SETTINGS_CALLS.changeEmail), async (req): Promise<Answer<'changeEmail'>> => {
    const body = parse(SETTINGS_CALLS.changeEmail.body, req.body);
    const { session } = await caller(req);
    return { success: true, user: await emailChange.change(session.userId, body) };
  });

  api.post(
    routeOf(SETTINGS_CALLS.deleteAccount),
    async (req, reply): Promise<Answer<'deleteAccount'>> => {
      const { session } = await caller(req);
      await deletion.deleteAccount(session.userId);
      clearSessionCookie(req, reply, publicUrl);
      return { success: true };
    },
  );
}
