/** The console's fraud review words (issue 39 §3; not in the specs, so ours). */
export const fraudTexts = {
  intro:
    'Accounts the fraud rules flag. A flag is a lead, not a verdict: open the account, read its evidence, then hold, reverse or close it with a reason.',
  rulesTitle: 'Rules',
  threshold: (value: number, unit: string, byDefault: number) =>
    `Threshold: ${value} ${unit} (default ${byDefault})`,
  change: 'Change',
  newThreshold: 'New threshold',
  range: (min: number, max: number) => `From ${min} to ${max}.`,
  reason: 'Reason',
  reasonHint: 'Kept in the audit log.',
  save: 'Save threshold',
  saving: 'Saving…',
  saved: 'Saved. The flags below follow it.',
  failed: 'Not saved.',
  cancel: 'Cancel',
  flagged: (n: number) => (n === 1 ? '1 flagged account' : `${n} flagged accounts`),
  noneFlagged: 'No account is flagged.',
  review: 'Review',
  reviewOf: (who: string) => `Review ${who}`,
  held: 'Earning held',
  closed: 'Closed',
  /** The accounts a flag names, the first `shown` of them. */
  related: (names: string[], shown = names.length) =>
    names.length <= shown
      ? `With: ${names.join(', ')}`
      : `With: ${names.slice(0, shown).join(', ')} and ${names.length - shown} more`,
  flagsTitle: 'Flags',
  noFlags: 'No rule flags this account.',
  addresses: (n: number) => `Network addresses (${n}), stored as keyed hashes`,
  address: 'Address hash',
  firstSeen: 'First seen',
  lastSeen: 'Last seen',
  signUp: 'Sign-up',
  yes: 'Yes',
  no: '',
  ruleNames: {
    shared_address: 'One network address',
    referral_ring: 'Referral chains and rings',
    daily_cap: 'At the cap every day',
    take_overs: 'Sockets and take-overs',
    boost_refunds: 'Boosts bought and refunded',
  } as Record<string, string>,
};
