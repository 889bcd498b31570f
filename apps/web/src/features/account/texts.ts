import { ACCOUNT_TEXTS } from '@earshot/domain';

/**
 * Texts of the account controls and the authentication modals (spec 1 §2, §8). The spec's
 * own words come from @earshot/domain's ACCOUNT_TEXTS, shared with the server; words the spec
 * does not give are marked as decisions.
 */
export const accountTexts = {
  signInOrUp: 'Sign In / Sign Up',
  // User menu (spec 1 §2).
  userMenu: 'Account menu',
  viewProfile: 'View Profile',
  settings: 'Settings',
  signOut: 'Sign Out',
} as const;

/** The modals' titles, fields and buttons (spec 1 §2). */
export const modalTexts = {
  signupTitle: 'Create your account',
  signinTitle: 'Sign in to your account',
  passwordTitle: 'Enter your password',
  verifyTitle: 'Verify your account',
  /** Decision: the spec does not show the forgotten-password flow. */
  resetTitle: 'Reset your password',

  // Decisions: one line under each title.
  signupLead: 'Listen to music you love and earn EP while you listen.',
  signinLead: 'Enter your email to continue.',
  passwordLead: 'Signing in as',
  verifyLead: 'We sent a 6-digit code to',
  resetLead: 'We sent a 6-digit reset code to',

  name: 'Name',
  optional: '(optional)',
  mail: 'Mail',
  password: 'Password',
  newPassword: 'New password',
  emailPlaceholder: 'you@example.com',
  namePlaceholder: 'What should we call you?',
  passwordPlaceholder: 'At least 8 characters',
  /** Decision: the spec names the rule, not a hint; this one sums it up under the field. */
  passwordHint: '8+ characters with a lowercase letter, an uppercase letter and a number.',

  termsBefore: 'I agree to the',
  terms: 'Terms of Service',
  termsBetween: 'and',
  privacy: 'Privacy Policy',

  getStarted: 'Get Started',
  haveAccount: 'Already have an account?',
  signInNow: 'Sign in now',
  signIn: 'Sign In',
  noAccount: 'Don’t have an account?',
  createAccount: 'Create account',
  continue: 'Continue',
  signUpNow: 'Sign Up now',
  edit: 'Edit',
  editEmail: 'Edit email',
  forgotPassword: 'Forgot password?',
  resend: 'Resend',
  didNotGetCode: 'Didn’t get the code?',
  /** Decision: the reset flow's button. */
  resetPassword: 'Reset password',
  /** Decision: leaves the reset flow for the password step. */
  backToSignIn: 'Back to sign in',
  or: 'or',
  close: 'Close',

  google: 'Continue with Google',
  wallet: 'Continue with MetaMask',
  googleUnavailable: ACCOUNT_TEXTS.googleUnavailable,

  otpGroup: 'Verification code',
  expiresIn: 'Code expires in',
  expired: 'Code expired. Ask for a new one.',
  /** Decision: in development without SMTP, where the code can be read. */
  devOutbox: 'No mail server here: read the code in the dev outbox',
  /** Decision: a quiet line while a request is on its way. */
  working: 'Please wait…',
} as const;

/** Toast titles and texts (spec 1 §8), with their durations (3, 5 or 8 s). */
export const toastTexts = {
  signInFailed: 'Sign In Failed',
  signInError: 'Sign In Error',
  signupError: 'Signup Error',
  verificationFailed: 'Verification failed',
  couldNotResend: 'Could not resend',
  failedToResend: 'Failed to resend OTP',
  accountNotFound: 'Account not found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** Decision: the spec shows no reset flow; this confirms it worked. */
  passwordChanged: 'Password changed',
  passwordChangedText: 'Your new password is set and you are signed in.',
  /** Spec 1 §8 Session: the session could not be read within 30 s (spec 1 §9). */
  initTimeout: 'Authentication initialization timeout',
  /** Decision: a failed sign-out (the spec names only the wallet's). */
  signOutFailed: 'Sign out failed',
} as const;
