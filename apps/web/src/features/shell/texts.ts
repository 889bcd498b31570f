/** Spec 1 §2 texts of the app shell, verbatim; tests and UI both read them from here. */
export const navLabels = {
  discover: 'Discover',
  liked: 'Liked',
  trending: 'Top trending',
  trendingPlaylist: 'Trending playlists',
  categories: 'Categories',
  artists: 'Artists',
  albums: 'Albums',
  ranking: 'Leaderboard',
  createPlaylist: 'Create playlist',
  profile: 'Profile',
  userSettings: 'Settings',
  boost: 'Boost',
  referral: 'Referral',
} as const;

export const shellTexts = {
  brand: 'Earshot',
  sidebar: 'Sidebar',
  /** Decision: the spec has no text for the skip link. */
  skipToContent: 'Skip to content',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  whitepaper: 'Whitepaper',
  helpAndSupport: 'Help & Support',
  /** The spec does not show where the footer items lead (decision: inert until it does). */
  comingSoon: 'Coming soon',
  /** Spec 1 §8, HTTP 404. */
  notFound: 'The requested resource was not found.',
  /** The tab title of an unknown route (decision: the sentence above is too long for a tab). */
  notFoundTitle: 'Not found',
  /** Spec 1 §8, the generic failure text. */
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** Spec 1 §2 texts of the top bar's EP total and the invite banner, verbatim. */
export const topBarTexts = {
  yourEp: 'Your EP',
  /** Decision (ADR 0030): on hover, what 'Your EP' is: the balance, not the EP earned. */
  yourEpIs: 'Your balance: the EP you can spend',
  /** Decision: until the listening issue supplies the total, a dash, read out as this. */
  epPending: 'not counted yet',
  /** Decision: pending EP just moved into the balance (processing), so Earning fell by it. */
  epAdded: (amount: string) => `+${amount} EP added`,
  ep: 'EP',
  inviteBanner: 'Invite friends',
  /** Spec 1 §2's words, with the invite reward in force (100 EP unless an operator changed it). */
  invite: (ep: number) => `Invite friends to the product and get ${ep} EP each!`,
  inviteShort: (ep: number) => `Invite friends & get ${ep} EP!`,
  inviteButton: 'Invite',
} as const;

/** Titles of routes the sidebar does not reach; the spec names none (decision). */
export const pageTitles = {
  search: 'Search',
} as const;
