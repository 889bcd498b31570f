// The account context's public surface (ADR 0007). Inside, one sub-room each: sessions/,
// credentials/ (password, codes, sign-up and sign-in), google/, profile/, wallet/ (Sign-In with
// Ethereum and account linking); the users they share
// sit at the root.
export { accountHandlers } from './account.handlers';
export { createAddressBook, type AddressBook, type AddressDay } from './addresses/address-book';
export type { Profile, SessionUser } from './account-user';
export { registerAuthRoutes } from './credentials/auth.routes';
export { createAuthService, type AuthService } from './credentials/auth.service';
export { createOtpRepo } from './credentials/otp.repo';
export { createOtpService } from './credentials/otp.service';
export { createEmailChangeService } from './credentials/email-change.service';
export { createAccountDeletionRepo } from './deletion/account-deletion.repo';
export {
  createAccountDeletionService,
  type AccountEraser,
} from './deletion/account-deletion.service';
export { createUserLiveness, type UserLiveness } from './deletion/user-liveness';
export { createOidcClient, type OidcSettings } from './google/google-oidc';
export { registerGoogleRoutes } from './google/google.routes';
export { createGoogleService } from './google/google.service';
export { createOAuthRequestRepo } from './google/oauth-request.repo';
export { createHousekeepingJob } from './housekeeping';
export { createProfileService, type ProfileService } from './profile/profile.service';
export { createSessionRepo } from './sessions/session.repo';
export { createSessionService, type SessionService } from './sessions/session.service';
export { sessionTokenOf, type TokenPlaces } from './sessions/session-token';
export { createUserRepo } from './user.repo';
export { signUpsPerDay } from './sign-up-figures';
export { SESSION_COOKIE } from './sessions/auth-cookies';
export { createChallenges } from './wallet/challenges';
export { createLinkingService, type LinkingService } from './wallet/linking.service';
export { createWalletAuthService, type WalletAuthService } from './wallet/wallet-auth.service';
export { createWalletRepo } from './wallet/wallet.repo';
export { walletHandlers } from './wallet/wallet.handlers';
export { createGoogleLinkService } from './wallet/google-link.service';
export { registerGoogleLinkRoutes } from './wallet/google-link.routes';
export { accountsById } from './accounts-by-id';
