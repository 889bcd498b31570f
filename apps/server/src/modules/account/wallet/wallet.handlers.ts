import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { WalletService as WalletServiceDesc } from '@earshot/contract/account/v1/wallet';
import { WALLET_TEXTS } from '@earshot/domain';
import type { Clock } from '~/clock';
import { requireCaller } from '~/rpc/auth-context';
import { callContextKey } from '~/rpc/context';
import { toUser } from '../account.handlers';
import type { AddressBook } from '../addresses/address-book';
import { sessionCookieLine, sessionCookieOf } from '../sessions/auth-cookies';
import type { OpenedSession } from '../sessions/session.service';
import type { LinkingService } from './linking.service';
import type { Site } from './siwe-challenge';
import type { WalletAuthService } from './wallet-auth.service';

/** The site a call's challenge is for: the origin browsers use, else the Host it came to. */
function siteOf(ctx: HandlerContext): Site {
  const origin =
    ctx.values.get(callContextKey)?.origin ??
    `http://${ctx.requestHeader.get('host') ?? 'localhost'}`;
  const url = new URL(origin);
  return { domain: url.host, uri: url.origin };
}

const addressOf = (ctx: HandlerContext) => ctx.values.get(callContextKey)?.address ?? 'unknown';

/** The session cookie the browser already had: a wallet sign-in ends it (rotation). */
const previousOf = (ctx: HandlerContext) => sessionCookieOf(ctx.requestHeader.get('cookie'));

/** The wallet service's RPC handlers (spec 1 §7): the caller and site from the context. */
export function walletHandlers(deps: {
  auth: WalletAuthService;
  linking: LinkingService;
  clock: Clock;
  /** Where each sign-in's address is noted, hashed (fraud review). */
  addresses: AddressBook;
}): ServiceImpl<typeof WalletServiceDesc> {
  const { auth, linking, clock, addresses } = deps;

  /** A browser signing in gets the session cookie too, like the /api/auth sign-ins. */
  const answerSession = async (ctx: HandlerContext, userId: string, session: OpenedSession) => {
    // The address it signed in (or signed up) from, hashed (ADR 0028).
    await addresses.seen(userId, addressOf(ctx));
    const secure = siteOf(ctx).uri.startsWith('https:');
    ctx.responseHeader.append('set-cookie', sessionCookieLine(session, clock.now(), secure));
    return {
      sessionToken: session.token,
      sessionExpiresAt: timestampFromDate(session.expiresAt),
    };
  };

  return {
    async getWalletChallenge(req, ctx) {
      const issued = await auth.challenge(req.walletAddress, siteOf(ctx), addressOf(ctx));
      return { ...issued, expiresAt: timestampFromDate(issued.expiresAt) };
    },

    async authWithSignature(req, ctx) {
      const result = await auth.signInWithSignature(
        req,
        siteOf(ctx),
        addressOf(ctx),
        previousOf(ctx),
      );
      return {
        user: toUser(result.user),
        ...(await answerSession(ctx, result.user.id, result.session)),
        isNewUser: result.isNewUser,
        authProof: {
          ...result.authProof,
          issuedAt: BigInt(result.authProof.issuedAt),
          expiresAt: BigInt(result.authProof.expiresAt),
        },
        message: WALLET_TEXTS.signedIn,
      };
    },

    async authWithProof(req, ctx) {
      const result = await auth.signInWithProof(
        { walletAddress: req.walletAddress, authProof: req.authProof },
        addressOf(ctx),
        previousOf(ctx),
      );
      return {
        user: toUser(result.user),
        ...(await answerSession(ctx, result.user.id, result.session)),
        message: WALLET_TEXTS.signedIn,
      };
    },

    async checkWalletLinkingStatus(req, ctx) {
      const { userId } = requireCaller(ctx);
      return { status: await linking.walletLinkStatus(userId, req.walletAddress) };
    },

    async linkWalletToWeb2Account(req, ctx) {
      const { userId } = requireCaller(ctx);
      const profile = await linking.linkWallet(userId, req, siteOf(ctx));
      return { user: toUser(profile), message: WALLET_TEXTS.walletLinked };
    },

    async checkEmailLinkingStatus(req, ctx) {
      const { userId } = requireCaller(ctx);
      return { status: await linking.emailLinkStatus(userId, req.email) };
    },

    async linkEmailToWeb3Account(req, ctx) {
      const { userId } = requireCaller(ctx);
      return linking.startEmailLink(
        userId,
        { email: req.email, password: req.password },
        addressOf(ctx),
      );
    },

    async getAccountStatus(_req, ctx) {
      // The primary method is how this session opened (spec 1 §4, ADR 0021).
      const { userId, method } = requireCaller(ctx);
      const status = await linking.accountStatus(userId);
      return {
        user: toUser(status.profile),
        primaryMethod: method,
        hasWeb2Auth: status.hasWeb2Auth,
        hasWeb3Auth: status.hasWeb3Auth,
        hasLinkedAccounts: status.hasLinkedAccounts,
        hasPassword: status.hasPassword,
        linkedToGoogle: status.linkedToGoogle,
      };
    },
  };
}
