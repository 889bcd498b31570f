import { expect, test } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';
import { PROCESS_INTERVAL_SECONDS } from '../support/app-env';
import { ownAppServer } from '../support/app-server';
import {
  banner,
  earnFromLongTrack,
  falls,
  figures,
  LONG_TRACK,
  lostAlert,
  panel,
  playState,
  sentFrames,
  sessions,
  strip,
  ticking,
  type Figures,
} from '../support/listening';
import { ports } from '../support/ports';

/**
 * The listening session through a listener's first minutes (issue 37, items 2–5 and 8), in
 * Chromium against the real server, the hosted audio really decoded: the figures never fall
 * without a reason, a lost connection is said and held, a page that goes away loses nothing
 * it played, a closed tab's session ends, and the player's own hiccups are not pauses.
 * Track 31 of the e2e seed is 90 s of hosted audio.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('Earning + Your EP never fall while a track plays: processed EP is shown moving into Your EP', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createAccount(page.request, newEmail('eve'), 'Eve Steady');
  await earnFromLongTrack(page);
  // Two heartbeats (15 s each) settle credit; processing (every 5 s here) pays it while the
  // track plays on. Sampled as fast as the page answers (each read both figures at once), so
  // a loaded machine makes fewer samples, never none between two ticks of the strip.
  const samples: Figures[] = [];
  const until = Date.now() + 40_000;
  while (Date.now() < until) samples.push(await figures(page));
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  const read = samples.filter((s) => !Number.isNaN(s.earning) && !Number.isNaN(s.balance));
  expect(read.length).toBeGreaterThan(100);
  expect(falls(read)).toEqual([]);
  // EP was processed while it played, and the move was told beside Your EP.
  expect(read.at(-1)!.balance).toBeGreaterThan(10);
  const told = read.filter((s) => s.added !== null).map((s) => s.added);
  expect(told.length).toBeGreaterThan(0);
  expect(told[0]).toMatch(/^\+\d+\.\d\d EP added$/);

  // Paused, Earning falls to 0.00 once processing has paid it, by what Your EP rises.
  const before = await figures(page);
  await panel(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'false');
  await expect(strip(page).getByTestId('earning')).toHaveText('0.00', {
    timeout: (PROCESS_INTERVAL_SECONDS + 15) * 1000,
  });
  const after = await figures(page);
  expect(after.balance).toBeGreaterThanOrEqual(before.earning + before.balance - 0.011);
  await expect(page.getByTestId('ep-added')).toHaveText(/^\+\d+\.\d\d EP added$/);
});

test('offline, the page says Connection lost at once and holds Earning; online, it carries on', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, newEmail('olga'), 'Olga Offline');
  await earnFromLongTrack(page);
  // Earning has started: the figure a lost link must then hold.
  await expect.poll(async () => (await figures(page)).earning).toBeGreaterThan(3);
  const before = await figures(page);
  expect(before.earning).toBeGreaterThan(3);

  await context.setOffline(true);
  await expect(lostAlert(page)).toBeVisible({ timeout: 3_000 });
  await expect(banner(page)).toBeVisible();
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'false');
  const held = await figures(page);
  expect(held.earning).toBeGreaterThanOrEqual(before.earning);
  await page.waitForTimeout(10_000);
  // Nothing is known while offline: the figure holds, it neither climbs nor falls.
  expect((await figures(page)).earning).toBe(held.earning);
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');

  await context.setOffline(false);
  await expect(lostAlert(page)).toBeHidden({ timeout: 5_000 });
  await expect(banner(page)).toBeHidden();
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
  await expect.poll(async () => (await figures(page)).earning).toBeGreaterThan(held.earning);
});

test('with the server stopped the page holds Earning; it reconnects within seconds of the restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const server = ownAppServer({ port: ports.ownApp, grpcPort: ports.ownGrpc });
  await server.start();
  try {
    await createAccount(page.request, newEmail('stan'), 'Stan Stopped', server.url);
    await earnFromLongTrack(page, server.url);
    await expect.poll(async () => (await figures(page)).earning).toBeGreaterThan(3);
    const before = await figures(page);

    await server.stop();
    await expect(lostAlert(page)).toBeVisible();
    const held = await figures(page);
    expect(held.earning).toBeGreaterThanOrEqual(before.earning);
    await page.waitForTimeout(8_000);
    expect((await figures(page)).earning).toBe(held.earning);

    await server.start();
    const back = Date.now();
    await expect(lostAlert(page)).toBeHidden({ timeout: 20_000 });
    // 1 s doubling to 5 s between tries: found within 5 s of the server answering, plus the
    // handshake and sign-in lookup on a busy machine.
    expect(Date.now() - back).toBeLessThan(8_000);
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
  } finally {
    await server.stop();
  }
});

test('a reload while playing loses nothing it played: the server credits up to the reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frames = sentFrames(page);
  await createAccount(page.request, newEmail('rory'), 'Rory Reload');
  await earnFromLongTrack(page);
  const played = frames.find((f) => f.type === 'play')!.at;
  // Past the first heartbeat (15 s), well before the second: a heartbeat's worth would be lost.
  await page.waitForTimeout(23_000 - (Date.now() - played));
  const reloadAt = Date.now();
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect
    .poll(async () => (await sessions(page))[0]?.status, { timeout: 10_000 })
    .toBe('ended');
  // Ended by the page's `end`, not 30 s later as a closed connection.
  expect(Date.now() - reloadAt).toBeLessThan(10_000);
  const [session] = await sessions(page);
  expect(session).toMatchObject({ status: 'ended', endReason: 'ended' });
  expect(Math.abs(session!.creditedSeconds! - (reloadAt - played) / 1000)).toBeLessThan(1);
});

test('a tab that closes without a word: its session is ended as connection closed, and the history says so', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request, newEmail('cleo'), 'Cleo Closed');
  // The tab's last words never reach the server (a crash, a network gone as it closes).
  await page.routeWebSocket(/\/ws\/listening/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!String(message).includes('"end"')) server.send(message);
    });
  });
  await earnFromLongTrack(page);
  await page.waitForTimeout(3_000);
  const history = await context.newPage();
  await page.close();
  const closedAt = Date.now();

  await history.goto('/profile/ep-history');
  const latest = history
    .getByRole('list', { name: 'Listening sessions' })
    .getByRole('listitem')
    .first();
  await expect(latest).toContainText(LONG_TRACK);
  // Two heartbeat intervals after the close, and the page reads the history again.
  await expect
    .poll(
      async () => {
        await history.reload();
        return (await latest.textContent()) ?? '';
      },
      { intervals: [3_000], timeout: 50_000 },
    )
    .toContain('Ended: connection closed');
  expect(Date.now() - closedAt).toBeLessThan(45_000);
  await expect(latest).not.toContainText('Listening now');
});

test('the player’s own hiccups and a second tab opening send no pause: the server records none', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const frames = sentFrames(page);
  await createAccount(page.request, newEmail('hugo'), 'Hugo Hiccup');
  await earnFromLongTrack(page);
  const audio = page.locator('audio[data-earshot-audio]');
  await page.waitForTimeout(4_000);
  // What the element reports on a buffer underrun and a re-sync while the sound goes on:
  // the local server never starves it, so the events are raised on the real element.
  await audio.evaluate(async (element) => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    element.dispatchEvent(new Event('pause'));
    await wait(120);
    element.dispatchEvent(new Event('playing'));
    await wait(2_000);
    element.dispatchEvent(new Event('waiting'));
    await wait(600);
    element.dispatchEvent(new Event('playing'));
  });
  const second = await context.newPage();
  await second.goto('/discover');
  await expect(second.getByRole('region', { name: 'Listening rewards' })).toBeVisible();
  await page.bringToFront();
  await page.waitForTimeout(8_000);

  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  expect(frames.map((f) => f.type).filter((type) => type !== 'heartbeat')).toEqual(['play']);
  const [session] = await sessions(page);
  // Never paused: one session, active, credited for its heartbeats without a gap.
  expect(session).toMatchObject({ status: 'active' });
  expect(session!.creditedSeconds).toBeGreaterThanOrEqual(14);
});
