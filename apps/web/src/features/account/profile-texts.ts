/**
 * Texts of /profile and /user/settings. The spec shows neither screen (spec 2 §1), so the
 * labels are decisions; the rules' messages are the spec's, from
 * @earshot/domain. Only the
 * pages' own chunks import this file (ADR 0010: the first page stays small).
 */
export const profileTexts = {
  signIn: 'Sign in to see your profile',
  signInToSettings: 'Sign in to change your settings',
  loading: 'Loading...',
  failed: 'Failed to load your profile',
  noUsername: 'No username yet',
  editProfile: 'Edit profile',

  profileSection: 'Profile',
  name: 'Name',
  username: 'Username',
  usernameHint: '3 to 30 letters, digits, underscores or hyphens',
  image: 'Image URL',
  background: 'Background image URL',
  urlHint: 'An http(s) address; leave empty for none',
  save: 'Save profile',
  saving: 'Saving...',
  saved: 'Profile saved',

  passwordSection: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordHint: '8+ characters with a lowercase letter, an uppercase letter and a number.',
  changePassword: 'Change password',
  changing: 'Changing...',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',

  sessionsSection: 'Sessions',
  sessionsLead: 'Sign out on every device and browser, this one included.',
  signOutEverywhere: 'Sign out everywhere',
  signingOut: 'Signing out...',

  emailSection: 'Email',
  currentEmail: 'Current email',
  noEmail: 'No email yet',
  newEmail: 'New email',
  emailHint: 'We send a six-digit code to the new address; it changes once you enter the code.',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  codeSentTo: 'Enter the code we sent to',
  changeEmail: 'Change email',
  changingEmail: 'Changing...',
  cancel: 'Cancel',
  emailChanged: 'Email changed',

  deleteSection: 'Delete account',
  deleteLead:
    'Your profile, playlists and favourites are deleted and you are signed out everywhere. Your EP history is kept, anonymised, for audit.',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteConfirm:
    'This cannot be undone. Your profile, playlists and favourites are deleted, and your email can be used for a new account.',
  deleting: 'Deleting...',
  deleted: 'Your account has been deleted',

  somethingWrong: 'Something went wrong. Please try again.',
} as const;
