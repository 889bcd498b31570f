import { describe, expect, it } from 'vitest';
import { resolvePage, TRACKS_PAGE } from './paging';

describe('resolvePage', () => {
  it('applies the defaults when nothing is asked', () => {
    expect(resolvePage({}, TRACKS_PAGE)).toEqual({ page: { offset: 0, limit: 25 } });
  });

  it('keeps an in-range window as asked', () => {
    expect(resolvePage({ offset: 40, limit: 100 }, TRACKS_PAGE)).toEqual({
      page: { offset: 40, limit: 100 },
    });
  });

  it.each([
    [{ offset: -1 }, 'offset', 'offset must be 0 or more'],
    [{ offset: 1.5 }, 'offset', 'offset must be 0 or more'],
    [{ limit: 0 }, 'limit', 'limit must be between 1 and 100'],
    [{ limit: 101 }, 'limit', 'limit must be between 1 and 100'],
    [{ limit: -5 }, 'limit', 'limit must be between 1 and 100'],
  ])('refuses %j', (requested, field, message) => {
    expect(resolvePage(requested, TRACKS_PAGE)).toEqual({ problem: { field, message } });
  });
});
