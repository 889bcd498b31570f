/** Spec 2 §8 and spec 1 §8 referral texts, verbatim; the rest are decisions (ADR 0019). */
export const referralNoticeTexts = {
  welcome: 'Welcome Bonus Applied!',
  /** Decision: the spec names the title only; the figure is the bonus credited. */
  welcomeBody: (ep: number) => `${ep} EP have been added to your balance.`,
  alreadyReferred: 'Already Referred',
  invalidCode: 'Invalid Referral Code',
  invalidCodeBody: 'The referral code is no longer valid.',
  failed: 'Referral Failed',
  failedBody: 'Referral Processing Failed',
  /** Decision: referral=self has no words in the spec. */
  self: 'You cannot use your own referral code.',
} as const;

/** Spec 2 §8's referral failures, verbatim, by the load of spec 2 §3 that fails. */
export const referralLoadErrors = {
  referralRewards: 'Failed to fetch referral rewards',
  userReferees: 'Failed to fetch user referees',
  userRewards: 'Failed to fetch user rewards',
  availableRewards: 'Failed to fetch available rewards',
  pointBoosts: 'Failed to fetch point boosts',
  stats: 'Failed to load referral data',
  setReferrer: 'Failed to set referrer',
} as const;

/** The referral dashboard's texts (decisions where the spec shows none, ADR 0019). */
export const referralTexts = {
  title: 'Referral',
  /** Decision: the spec words no sign-in prompt for the page. */
  signIn: 'Sign in to invite friends and earn EP.',
  loading: 'Loading...',
  /** Spec 1 §2's words, with the invite reward in force (ADR 0028). */
  intro: (ep: number) => `Invite friends to the product and get ${ep} EP each!`,
  yourCode: 'Your referral code',
  inviteLink: 'Invite link',
  copy: 'Copy link',
  copied: 'Invite link copied',
  copyFailed: 'Could not copy the invite link',
  share: 'Share',
  shareTitle: 'Join me on Earshot',
  stats: 'Statistics',
  totalEarnings: 'Total earnings',
  pendingEarnings: 'Pending earnings',
  totalReferrals: 'Total referrals',
  pendingReferrals: 'Pending referrals',
  activeReferrals: 'Active referrals',
  completedTasks: 'Completed tasks',
  successfullySignedUp: 'Signed up',
  referees: 'Referees',
  noReferees: 'No referees yet',
  pending: 'Pending',
  active: 'Active',
  /** Listening towards the vesting threshold in force, in minutes (seconds below a minute). */
  listened: (seconds: number, ofSeconds: number) =>
    ofSeconds % 60 === 0
      ? `${Math.floor(seconds / 60)} of ${ofSeconds / 60} min listened`
      : `${Math.floor(seconds)} of ${ofSeconds} s listened`,
  rewards: 'Rewards',
  noRewards: 'No rewards yet',
  rewardType: {
    referral: 'Referral reward',
    welcome: 'Welcome bonus',
    milestone: 'Milestone',
  } as Record<string, string>,
  milestones: 'Available rewards',
  reached: 'Reached',
  progress: (n: number, of: number) => `${n} of ${of} referees`,
  freeBoost: (title: string) => `Free boost: ${title}`,
  rank: 'Leaderboard rank',
  processing: 'Applying your invite code...',
  tryAgain: 'Try again',
  boosts: 'Point boosts',
  seeBoosts: 'See boosts',
  anonymous: 'New listener',
} as const;

/** What an invited visitor sees before signing up (decisions; the bonus is spec 2 §1's 100 EP). */
export const inviteWelcomeTexts = {
  label: 'Your invitation',
  invited: (name: string) => `${name} invited you to Earshot`,
  /** An inviter without a display name. */
  someone: 'A friend',
  bonus: (ep: number) => `Sign up with this invite and you both get ${ep} EP.`,
  signUp: 'Sign Up',
} as const;
