/** Spec 1 §2 texts of the account controls, verbatim. */
export const accountTexts = {
  signInOrUp: 'Sign In / Sign Up',
} as const;
