/** A point boost on offer: a multiplier for a while, for EP (DESIGN.md). */
export interface BoostOffer {
  id: string;
  title: string;
  multiplier: number;
  durationSeconds: number;
  costEp: number;
}

/** A boost's title from its terms: '1.5x for 1 hour', '3x for 30 minutes'. */
export function boostTitle(multiplier: number, durationSeconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const span =
    durationSeconds % 3600 === 0
      ? plural(durationSeconds / 3600, 'hour')
      : durationSeconds % 60 === 0
        ? plural(durationSeconds / 60, 'minute')
        : plural(durationSeconds, 'second');
  return `${multiplier}x for ${span}`;
}

/** The boosts on offer, cheapest first (ADR 0019); an operator may change their terms (ADR 0028). */
export const BOOST_OFFERS: readonly BoostOffer[] = [
  {
    id: 'boost-1-5x-1h',
    title: '1.5x for 1 hour',
    multiplier: 1.5,
    durationSeconds: 3600,
    costEp: 50,
  },
  { id: 'boost-2x-1h', title: '2x for 1 hour', multiplier: 2, durationSeconds: 3600, costEp: 100 },
  {
    id: 'boost-3x-30m',
    title: '3x for 30 minutes',
    multiplier: 3,
    durationSeconds: 1800,
    costEp: 150,
  },
];

/**
 * A referral milestone (spec 2 §3 Available reward): reached once the referrer has this many
 * rewarded referees; it grants EP, or a boost from BOOST_OFFERS for free (DESIGN.md).
 */
export interface ReferralMilestone {
  id: string;
  title: string;
  minReferees: number;
  /** 'points' grants rewardEp; 'boost' starts the boost `boostId` at once, for nothing. */
  rewardType: 'points' | 'boost';
  /** EP granted; 0 for a boost. */
  rewardEp: number;
  /** The boost granted; undefined for points. */
  boostId?: string;
  description: string;
}

/** The milestones of the programme, by referees needed (ADR 0019). */
export const REFERRAL_MILESTONES: readonly ReferralMilestone[] = [
  {
    id: 'milestone-3',
    title: 'Three friends',
    minReferees: 3,
    rewardType: 'points',
    rewardEp: 50,
    description: '50 EP when three friends you invited are active',
  },
  {
    id: 'milestone-5',
    title: 'Five friends',
    minReferees: 5,
    rewardType: 'boost',
    rewardEp: 0,
    boostId: 'boost-2x-1h',
    description: 'A free boost when five friends you invited are active',
  },
  {
    id: 'milestone-10',
    title: 'Ten friends',
    minReferees: 10,
    rewardType: 'points',
    rewardEp: 250,
    description: '250 EP when ten friends you invited are active',
  },
];

/** The milestone of that id; undefined for an id no longer in the programme. */
export const referralMilestone = (id: string): ReferralMilestone | undefined =>
  REFERRAL_MILESTONES.find((m) => m.id === id);

/** The milestone's requirement as the dashboard words it (spec 2 §3). */
export const milestoneRequirement = (minReferees: number) => `Minimum ${minReferees} referees`;

/**
 * A milestone's description as answered: a boost's names the boost's terms in force (an
 * operator may change them, ADR 0028), 'A free boost (2x for 1 hour) when five friends…'.
 */
export function milestoneDescription(
  milestone: ReferralMilestone,
  offers: readonly BoostOffer[],
): string {
  const boost = offers.find((o) => o.id === milestone.boostId);
  return boost
    ? milestone.description.replace('A free boost', `A free boost (${boost.title})`)
    : milestone.description;
}
