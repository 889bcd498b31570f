import { expect, test, type Locator, type Page } from '@playwright/test';
import { restream, type Restream } from '../support/restream';

/**
 * Playback journeys in Chromium against the real server and the e2e seed: tracks 1 and 2
 * are hosted WAV files (6 s and 8 s), the others stream from Spotify. This machine has no
 * internet; every streaming-platform request is aborted anyway, so each journey is the
 * same offline: the platforms' scripts fail and their players fall back.
 */

const PLATFORMS = /youtube|spotify|scdn|sndcdn|soundcloud/;

/** Streaming links the seed lacks (its tracks 3 to 30 are all Spotify), put on answers in flight. */
const RESTREAM: Restream = {
  4: { source: 'TRACK_SOURCE_YOUTUBE', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  6: {
    source: 'TRACK_SOURCE_SOUNDCLOUD',
    url: 'https://soundcloud.com/fixture-quartet/e2e-track-06',
  },
  25: { source: 'TRACK_SOURCE_YOUTUBE', url: 'https://youtu.be/M7lc1UVf-VE' },
};

test.beforeEach(async ({ page }) => {
  await page.route(PLATFORMS, (route) => route.abort());
});

const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
const current = (page: Page) => panel(page).getByRole('region', { name: 'Current song' });
const stage = (page: Page) => panel(page).getByTestId('player-embed');
const playState = (page: Page) => panel(page).getByTestId('player');
const discoverTracks = (page: Page) => page.getByRole('list', { name: 'Tracks', exact: true });

/** The engine's one audio element, read in the page. */
const audio = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]');
    return {
      src: element?.getAttribute('src') ?? '',
      time: element?.currentTime ?? 0,
      paused: element?.paused ?? true,
      volume: element?.volume ?? -1,
      muted: element?.muted ?? false,
    };
  });

async function playFromDiscover(page: Page, title: string) {
  await discoverTracks(page)
    .getByRole('button', { name: `Play ${title}`, exact: true })
    .click();
}

/** The hosted file plays from `src`, its playhead moving in the page. */
async function expectHostedPlaying(page: Page, file: string) {
  await expect.poll(async () => (await audio(page)).src).toContain(file);
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  const start = (await audio(page)).time;
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(start + 0.3);
}

/** Seeks with the panel's slider and waits for the element's own 'seeked'. */
async function seekTo(page: Page, seconds: number) {
  await page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]');
    const marks = window as unknown as { seekedAt?: number | null };
    marks.seekedAt = null;
    element?.addEventListener('seeked', () => (marks.seekedAt = element.currentTime), {
      once: true,
    });
  });
  await panel(page).getByRole('slider', { name: 'Seek' }).fill(String(seconds));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seekedAt?: number }).seekedAt))
    .toBeGreaterThanOrEqual(seconds - 0.05);
}

const rowTitles = (list: Locator) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('span.block')?.textContent ?? ''),
    );

test('a hosted track plays, seeks, sets the volume, ends into the next, and Recent wraps', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(current(page)).toContainText('E2E Track 01');
  await expect(current(page)).toContainText('The Test Pilots');

  await playFromDiscover(page, 'E2E Track 01');
  await expectHostedPlaying(page, '/media/e2e/audio/track-1.wav');
  await expect(panel(page).getByTestId('total')).toHaveText('0:06');
  await expect(panel(page).getByRole('heading', { name: 'External Playlist' })).toBeVisible();

  await seekTo(page, 3);
  await expect(panel(page).getByTestId('elapsed')).toHaveText(/0:0[3-5]/);

  await panel(page).getByRole('slider', { name: 'Volume' }).fill('0.4');
  await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.4);
  await panel(page).getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(async () => (await audio(page)).muted).toBe(true);

  // Track 1 ends by itself; the next of the list (track 2) starts.
  await expect(current(page)).toContainText('E2E Track 02', { timeout: 15_000 });
  await expectHostedPlaying(page, '/media/e2e/audio/track-2.wav');

  await panel(page).getByRole('tab', { name: 'Recent' }).click();
  const recent = panel(page).getByRole('list', { name: 'Recently played' });
  await expect.poll(() => rowTitles(recent)).toEqual(['E2E Track 02', 'E2E Track 01']);

  // Playing the last of Recent wraps to its first when it ends.
  await recent.getByRole('button', { name: /^E2E Track 01/ }).click();
  await expectHostedPlaying(page, '/media/e2e/audio/track-1.wav');
  await seekTo(page, 5);
  await expect(current(page)).toContainText('E2E Track 02', { timeout: 15_000 });
  await expectHostedPlaying(page, '/media/e2e/audio/track-2.wav');

  // Volume, mute and Recent are remembered on the device.
  await page.reload();
  await expect(panel(page).getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();
  await expect(panel(page).getByRole('slider', { name: 'Volume' })).toHaveValue('0');
  await panel(page).getByRole('button', { name: 'Unmute', exact: true }).click();
  await expect(panel(page).getByRole('slider', { name: 'Volume' })).toHaveValue('0.4');
  await panel(page).getByRole('tab', { name: 'Recent' }).click();
  await expect(panel(page).getByRole('list', { name: 'Recently played' })).toContainText(
    'E2E Track 02',
  );
});

test('with AutoPlay off, a song that ends stops there', async ({ page }) => {
  await page.goto('/discover');
  await playFromDiscover(page, 'E2E Track 01');
  await expectHostedPlaying(page, 'track-1.wav');
  const autoPlay = panel(page).getByRole('switch', { name: 'AutoPlay' });
  await expect(autoPlay).toBeChecked();
  await autoPlay.click();
  await expect(autoPlay).not.toBeChecked();

  await seekTo(page, 5);
  await expect(playState(page)).toHaveAttribute('data-play-state', 'ended', { timeout: 15_000 });
  await expect(current(page)).toContainText('E2E Track 01');
  await expect(panel(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const after = await audio(page);
  expect(after.paused).toBe(true);
  expect(after.src).toContain('track-1.wav');
});

test('Play next reorders the queue, which plays before the list, on any platform', async ({
  page,
}) => {
  await page.goto('/discover');
  const menu = async (title: string, action: string) => {
    await discoverTracks(page)
      .getByRole('button', { name: `More options for ${title}`, exact: true })
      .click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  await menu('E2E Track 05', 'Add to queue');
  await menu('E2E Track 07', 'Add to queue');
  await menu('E2E Track 09', 'Play next');
  const upNext = panel(page).getByRole('list', { name: 'Up next' });
  await expect
    .poll(() => rowTitles(upNext))
    .toEqual(['E2E Track 09', 'E2E Track 05', 'E2E Track 07']);
  await menu('E2E Track 07', 'Play next');
  await expect
    .poll(() => rowTitles(upNext))
    .toEqual(['E2E Track 07', 'E2E Track 09', 'E2E Track 05']);

  await playFromDiscover(page, 'E2E Track 01');
  await expectHostedPlaying(page, 'track-1.wav');
  await seekTo(page, 5);
  await expect(current(page)).toContainText('E2E Track 07', { timeout: 15_000 });
  await expect(stage(page)).toHaveAttribute('data-platform', 'spotify');
  await expect.poll(() => rowTitles(upNext)).toEqual(['E2E Track 09', 'E2E Track 05']);

  // N skips to the next in the queue, from the keyboard.
  await page.locator('body').press('n');
  await expect(current(page)).toContainText('E2E Track 09');
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('offline, Spotify, YouTube and SoundCloud fall back and the panel stays usable', async ({
  page,
}) => {
  await restream(page, RESTREAM);
  await page.goto('/discover');

  await playFromDiscover(page, 'E2E Track 03');
  await expect(current(page)).toContainText('E2E Track 03');
  await expect(stage(page)).toHaveAttribute('data-platform', 'spotify');
  await expect(stage(page)).toHaveAttribute('data-mode', 'fallback');
  await expect(stage(page).locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/open\.spotify\.com\/embed\/track\/\d{22}/,
  );
  await expect(panel(page).getByText('Spotify controls could not load')).toBeVisible();

  await playFromDiscover(page, 'E2E Track 04');
  await expect(stage(page)).toHaveAttribute('data-platform', 'youtube');
  await expect(stage(page)).toHaveAttribute('data-mode', 'fallback');
  await expect(stage(page).locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ/,
  );
  await expect(panel(page).getByText('YouTube controls could not load')).toBeVisible();

  await playFromDiscover(page, 'E2E Track 06');
  await expect(stage(page)).toHaveAttribute('data-platform', 'soundcloud');
  await expect(stage(page).getByText('The SoundCloud player did not respond')).toBeVisible();
  await expect(stage(page).getByRole('link', { name: 'Open on SoundCloud' })).toBeVisible();

  // The panel answers: the search filters, Recent opens, a hosted song plays.
  const search = panel(page).getByRole('searchbox', { name: 'Search song' });
  await search.fill('zzz');
  await expect(panel(page).getByText('No tracks found')).toBeVisible();
  await expect(panel(page).getByText('Try adjusting your search')).toBeVisible();
  await search.fill('E2E Track 01');
  await panel(page)
    .getByRole('button', { name: /^E2E Track 01/ })
    .click();
  await expectHostedPlaying(page, 'track-1.wav');
});

test('a YouTube song whose player never loads counts as ended after 215 s', async ({ page }) => {
  await page.clock.install();
  await restream(page, RESTREAM);
  await page.goto('/discover');

  await playFromDiscover(page, 'E2E Track 25');
  await expect(stage(page)).toHaveAttribute('data-platform', 'youtube');
  await expect(stage(page)).toHaveAttribute('data-mode', 'fallback');

  await page.clock.fastForward(200_000);
  await expect(current(page)).toContainText('E2E Track 25');
  await page.clock.fastForward(15_000);

  // Track 25 is the last of Discover's list: the next one is the first, which plays.
  await expect(current(page)).toContainText('E2E Track 01');
  await expectHostedPlaying(page, 'track-1.wav');
});
