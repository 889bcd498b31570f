/**
 * Texts of the top bar's notifications: the spec names the button only, so every text here is a
 * decision. Not in texts.ts, which the first page reads (see ledger-texts.ts).
 */
export const notificationTexts = {
  button: 'Notifications',
  /** Read after the button's name while there are entries the user has not seen. */
  unread: 'new',
  title: 'Notifications',
  list: 'Recent notifications',
  empty: 'No notifications yet',
  failed: 'Failed to load notifications',
  loading: 'Loading...',
  /** The link under the list to the whole EP history. */
  all: 'See EP history',
} as const;
