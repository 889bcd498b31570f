import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';
import { screen } from '../support/screens';

/**
 * A track row's play control and the small-screen mini player, in Chromium against the real
 * server. Track 31 of the e2e seed is 90 s of hosted audio on artist 2's page, so it plays on
 * through each journey; streaming platforms are cut off (playback.spec.ts).
 */

const LONG_TRACK = 'E2E Track 31';

test.beforeEach(async ({ page }) => {
  await page.route(/youtube|spotify|scdn|sndcdn|soundcloud/, (route) => route.abort());
});

const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
const mini = (page: Page) => page.getByRole('region', { name: 'Mini player' });
const tracks = (page: Page) => page.getByRole('list', { name: 'Tracks', exact: true });
const playState = (page: Page) => panel(page).getByTestId('player');

/** Whether the engine's one audio element is paused, and where its playhead is. */
const audio = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]');
    return {
      src: element?.getAttribute('src') ?? '',
      paused: element?.paused ?? true,
      time: element?.currentTime ?? 0,
    };
  });

async function expectAudioPlaying(page: Page) {
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  const start = (await audio(page)).time;
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(start + 0.3);
}

async function expectAudioPaused(page: Page) {
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  const at = (await audio(page)).time;
  await page.waitForTimeout(500);
  expect((await audio(page)).time).toBeCloseTo(at, 1);
}

test("a row's play becomes Pause while its track plays; it pauses, and so does Space after clicking the row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/artist/2');
  const row = tracks(page).getByRole('listitem').filter({ hasText: LONG_TRACK });
  await row.getByRole('button', { name: `Play ${LONG_TRACK}`, exact: true }).click();
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  await expect.poll(async () => (await audio(page)).src).toContain('.wav');
  await expectAudioPlaying(page);

  const pause = row.getByRole('button', { name: `Pause ${LONG_TRACK}`, exact: true });
  await expect(pause).toBeVisible();
  await screen(page, `row-pause-1280.png`);
  await pause.click();
  await expectAudioPaused(page);
  await expect(row.getByRole('button', { name: `Play ${LONG_TRACK}`, exact: true })).toBeVisible();

  // The focused control takes Space itself: it resumes (once, not resume-and-pause).
  await page.keyboard.press('Space');
  await expectAudioPlaying(page);
  await expect(pause).toBeFocused();

  // Clicking the row away from its controls, then Space: pause, and Space again: play.
  await row.getByText(/^\d+:\d\d$/).click();
  await page.keyboard.press('Space');
  await expectAudioPaused(page);
  await expect(playState(page)).toHaveAttribute('data-play-state', 'paused');
  await page.keyboard.press('Space');
  await expectAudioPlaying(page);

  // Never while typing.
  await panel(page).getByRole('searchbox', { name: 'Search song' }).fill('');
  await panel(page).getByRole('searchbox', { name: 'Search song' }).press('Space');
  await expectAudioPlaying(page);

  // The row's menu queues.
  await row.getByRole('button', { name: `More options for ${LONG_TRACK}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Play next' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Add to queue' }).click();
  await expect(panel(page).getByRole('list', { name: 'Up next' })).toContainText(LONG_TRACK);
});

test('at 400 px the player is a mini player at the bottom that plays, pauses, shows the earning and expands', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('mini'), 'Mina Mini');
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/artist/2');
  await expect(mini(page)).toBeVisible();
  await expect(panel(page)).toBeHidden();
  const box = (await mini(page).boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(800, 0);
  expect(box.width).toBeCloseTo(400, 0);

  await tracks(page)
    .getByRole('button', { name: `Play ${LONG_TRACK}`, exact: true })
    .click();
  await expect(mini(page)).toContainText(LONG_TRACK);
  await expectAudioPlaying(page);
  await expect(mini(page).getByTestId('mini-earning')).toHaveText(/^\d+\.\d\d$/);
  await expect
    .poll(async () =>
      Number(await mini(page).getByRole('progressbar').getAttribute('aria-valuenow')),
    )
    .toBeGreaterThan(0);
  await screen(page, `mini-player-400.png`);

  await mini(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expectAudioPaused(page);
  await mini(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expectAudioPlaying(page);

  await mini(page).getByRole('button', { name: 'Expand player' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(mini(page)).toBeHidden();
  const collapse = panel(page).getByRole('button', { name: 'Collapse player' });
  await expect(collapse).toBeFocused();
  await expect(panel(page).getByRole('region', { name: 'Current song' })).toContainText(LONG_TRACK);
  await screen(page, `panel-expanded-400.png`);
  // The full panel's controls drive the same audio.
  await panel(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expectAudioPaused(page);

  await collapse.click();
  await expect(panel(page)).toBeHidden();
  await expect(mini(page).getByRole('button', { name: 'Expand player' })).toBeFocused();
  await expect(mini(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('at 1280 px the panel sits beside the page and there is no mini player', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/artist/2');
  await expect(panel(page)).toBeVisible();
  await expect(mini(page)).toHaveCount(0);
  await screen(page, `panel-1280.png`);
});
