/**
 * The words of sign-up, sign-in and the profile, verbatim from spec 1 §5 and §8 where the
 * spec gives them; server answers and web forms both read them from here.
 */
export const ACCOUNT_TEXTS = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** Normalisation of an e-mail given with a wallet link or a profile update (spec 1 §5). */
  emailInvalidProvided: 'Invalid email address provided',
  emailAlreadyRegistered: 'This email is already registered. Please sign in instead.',
  /** EMAIL_ALREADY_REGISTERED when another account holds the address (spec 1 §8). */
  emailRegisteredElsewhere: 'This email is already registered with another account',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must be less than 50 characters',
  otpInvalid: 'Invalid OTP',
  otpInvalidOrExpired: 'Invalid or expired OTP',
  invalidCredentials: 'Invalid email or password. Please try again.',
  accountNotFound: 'No account found with this email. Redirecting to signup...',
  tooManyRequests: 'Too many requests. Please try again later.',
  authenticationRequired: 'Authentication required. Please sign in.',
  googleUnavailable: 'Google sign-in is not available on this server.',
  /** Not worded by the spec: a username outside its rule (spec 1 §5, §9). */
  usernameInvalid: 'Username must be 3 to 30 letters, digits, underscores or hyphens',
  /** Not worded by the spec: a username another account holds. */
  usernameTaken: 'This username is already taken',
  /** Not worded by the spec: an image or background that is not an http(s) URL. */
  imageInvalid: 'Image must be a valid URL',
} as const;

/**
 * The words of /user/settings' server answers, apart from ACCOUNT_TEXTS so the first page
 * does not carry them (ADR 0010). Not worded by the spec.
 */
export const SETTINGS_TEXTS = {
  /** A password change whose current password does not match. */
  currentPasswordWrong: 'Your current password is not correct',
  /** A password change to the password the account already has. */
  passwordUnchanged: 'Your new password must be different from your current one',
  /** An e-mail change to the address the account already has. */
  emailUnchanged: 'This is already your email address',
} as const;
