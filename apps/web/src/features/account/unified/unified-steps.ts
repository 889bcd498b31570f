import type { SessionUser } from '../api/auth-client';

/** The e-mail and password a wallet user links (web3_link_email -> web3_verify_otp). */
export interface LinkDraft {
  email: string;
  password: string;
}

/** The unified auth modal's internal steps (spec 1 §2, §4 Unified flow). */
export type UnifiedStep =
  | { kind: 'start' }
  | { kind: 'web2_signin' }
  | { kind: 'web2_complete'; notice?: string }
  | { kind: 'web3_connect'; notice?: string }
  | { kind: 'web3_complete' }
  /** `draft`: what was typed before going back from the code step. */
  | { kind: 'web3_link_email'; draft?: LinkDraft }
  | ({ kind: 'web3_verify_otp' } & LinkDraft)
  | { kind: 'account_settings' }
  | { kind: 'error'; message: string };

/**
 * Where the modal opens (spec 1 §4): both methods -> account_settings, wallet only ->
 * web3_complete, e-mail only -> web2_complete, neither (a visitor) -> start.
 */
export function openingStep(user: SessionUser | null): UnifiedStep {
  if (!user) return { kind: 'start' };
  if (user.email && user.walletAddress) return { kind: 'account_settings' };
  if (user.walletAddress) return { kind: 'web3_complete' };
  return { kind: 'web2_complete' };
}

/**
 * Where a failed wallet step goes (spec 1 §4): a rejection back to the step that asked, with
 * its words; anything else to the error step.
 */
export function afterWalletFailure(error: unknown, back: 'web3_connect' | 'web2_complete') {
  const failure = error as { message?: string; rejected?: boolean };
  const message = failure.message ?? '';
  return failure.rejected
    ? ({ kind: back, notice: message } satisfies UnifiedStep)
    : ({ kind: 'error', message } satisfies UnifiedStep);
}

/** The unified modal's words: spec 1 §2 where it has them, the rest decisions (ADR 0021). */
export const unifiedTexts = {
  authentication: 'Authentication',
  accountSettings: 'Account Settings',
  continueWithEmail: 'Continue with Email',
  signInWithMetaMask: 'Sign in with MetaMask',
  tryAgain: 'Try Again',
  // Decisions.
  startLead: 'Sign in with your e-mail or your wallet.',
  connectLead: 'Approve the connection in MetaMask, then sign the message.',
  walletReady: 'Wallet connected',
  emailReady: 'Signed in with e-mail',
  linkLead: 'Add an e-mail and password, or close to keep going.',
  walletLead: 'Add a wallet to sign in with MetaMask too.',
  settingsLead: 'Both sign-in methods are linked to your account.',
  errorTitle: 'Something went wrong',
  wallet: 'Wallet',
  done: 'Done',
  back: 'Back',
} as const;
