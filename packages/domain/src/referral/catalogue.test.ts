import { describe, expect, it } from 'vitest';
import { BOOST_OFFERS, boostTitle, milestoneDescription, REFERRAL_MILESTONES } from './catalogue';

describe('boostTitle', () => {
  it('names each catalogue offer as it is titled', () => {
    for (const offer of BOOST_OFFERS)
      expect(boostTitle(offer.multiplier, offer.durationSeconds)).toBe(offer.title);
  });

  it('names terms an operator set: hours, minutes, else seconds', () => {
    expect(boostTitle(2.5, 7200)).toBe('2.5x for 2 hours');
    expect(boostTitle(2, 60)).toBe('2x for 1 minute');
    expect(boostTitle(1.2, 90)).toBe('1.2x for 90 seconds');
  });
});

describe('milestoneDescription', () => {
  it("names a boost milestone's boost by its terms in force, and leaves EP milestones alone", () => {
    const [three, five] = REFERRAL_MILESTONES;
    const offers = BOOST_OFFERS.map((o) =>
      o.id === five!.boostId ? { ...o, title: boostTitle(3, 1800) } : o,
    );
    expect(milestoneDescription(five!, offers)).toBe(
      'A free boost (3x for 30 minutes) when five friends you invited are active',
    );
    expect(milestoneDescription(three!, offers)).toBe(three!.description);
  });
});
