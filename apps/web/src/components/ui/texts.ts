/**
 * The accessible names of the form primitives, the same for every feature that uses them
 * (decisions: the spec shows the controls, not their names).
 */
/** A loading line while the browser is offline (decisions: the spec has no offline text). */
export const statusTexts = {
  offline: 'You are offline: this loads when you are back online.',
} as const;

/** A page whose code did not load (decisions: the spec has no such text). */
export const unloadedTexts = {
  page: 'This page could not load.',
  pageOffline: 'This page could not load: you are offline. It loads when you are back online.',
} as const;

/** The states of a paged list (PagedList), the same for every list that pages. */
export const listTexts = {
  loading: 'Loading...',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const;

export const formTexts = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  otpDigit: (position: number, of: number) => `Digit ${position} of ${of}`,
} as const;

/** The Share action (decisions: the spec has no share texts). */
export const shareTexts = {
  share: (name: string) => `Share ${name}`,
  /** A track row's menu item. */
  shareItem: 'Share',
  copied: 'Link copied',
  failed: 'Could not share the link. Copy it from the address bar.',
} as const;

/** A playlist's track list when it has none (spec 1 §2). */
export const playlistListTexts = {
  empty: 'This playlist is empty',
  emptyHint: 'Add some tracks to get started',
} as const;

/** A failed read's block (decisions: spec 2 §8 words the failures, not the retrying). */
export const failureTexts = {
  tryAgain: 'Try again',
  retryingIn: (seconds: number) => `Retrying in ${seconds} s`,
  retrying: 'Retrying…',
} as const;
