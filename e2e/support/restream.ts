import type { Page } from '@playwright/test';

/** ListTracks by Connect GET (the query carries the message) or POST. */
const LIST_TRACKS = /\/rpc\/earshot\.catalog\.v1\.CatalogService\/ListTracks(\?|$)/;

export type Restream = Record<number, { source: string; url: string }>;

/**
 * Rewrites every ListTracks answer in flight so the tracks in `links` stream from the given
 * platform (the seed's tracks are hosted or Spotify only).
 *
 * A list request still in flight when the journey ends (its checks passed, its page closes)
 * or when the page goes elsewhere has nobody left to answer: Playwright disposes the answer
 * fetched for it, and the rewrite is dropped rather than failing the journey with
 * "Response has been disposed" (as a CI run's `player-panel` did). Any other failure fails
 * the journey.
 */
export async function restream(page: Page, links: Restream) {
  await page.route(LIST_TRACKS, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as {
        tracks?: Array<{ trackId: number; source?: string; url?: string }>;
      };
      for (const track of body.tracks ?? []) Object.assign(track, links[track.trackId] ?? {});
      await route.fulfill({ response, json: body });
    } catch (error) {
      if (!/has been disposed|has been closed/.test(String(error))) throw error;
    }
  });
}
