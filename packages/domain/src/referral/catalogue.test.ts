import { describe, expect, it } from 'vitest';
import { BOOST_OFFERS, boostTitle } from './catalogue';

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
