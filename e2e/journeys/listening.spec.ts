import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';
import { PROCESS_INTERVAL_SECONDS } from '../support/app-env';
import { ownAppServer } from '../support/app-server';
import {
  banner,
  LONG_TRACK,
  panel,
  playLongTrack,
  playState,
  strip,
  ticking,
} from '../support/listening';
import { ports } from '../support/ports';

/**
 * Listen to earn, in Chromium against the real server (no mock of ours): the socket, the
 * server clock, the processing step and the ledger are all the product's own. Track 31 of
 * the e2e seed is 90 s of hosted audio by Fixture Quartet (artist 2).
 */

/** Processing runs every few seconds (support/app-env.ts); the page reads EP every 10 s while pending. */
const PROCESSED_WITHIN_MS = (PROCESS_INTERVAL_SECONDS + 10 + 5) * 1000;

const earningText = (page: Page) => strip(page).getByTestId('earning');

const numberIn = async (locator: ReturnType<Page['getByTestId']>) =>
  Number.parseFloat((await locator.textContent()) ?? 'NaN');
const earning = (page: Page) => numberIn(earningText(page));
const yourEp = (page: Page) => numberIn(page.getByTestId('ep-total'));

/** Samples `read` until `done` holds; answers the first and last samples with their times. */
async function sampleUntil(read: () => Promise<number>, done: (value: number) => boolean) {
  const samples: Array<{ at: number; value: number }> = [];
  await expect
    .poll(
      async () => {
        const value = await read();
        samples.push({ at: Date.now(), value });
        return done(value);
      },
      { intervals: [200], timeout: 20_000 },
    )
    .toBe(true);
  return { first: samples[0]!, last: samples.at(-1)! };
}

/**
 * Polls until the figure has risen 2 EP above its lowest sample: it is earning. Measured from
 * the lowest, not the first, because processing (every few seconds) may move what was settled
 * into Your EP meanwhile, and the figure then falls before it climbs again.
 */
async function expectClimb(read: () => Promise<number>, timeout = 10_000) {
  let lowest = Number.POSITIVE_INFINITY;
  await expect
    .poll(
      async () => {
        const value = await read();
        lowest = Math.min(lowest, value);
        return value - lowest;
      },
      { timeout },
    )
    .toBeGreaterThan(2);
}

/**
 * What the pause credited: the strip's Earning while it is unprocessed, or Your EP once
 * processing has moved it (the two are read again together, so one may lead the other
 * for a moment: sampled until one of them holds it).
 */
async function creditedAfterPause(page: Page) {
  let credited = 0;
  await expect
    .poll(
      async () => {
        const total = await yourEp(page);
        credited = total > 0 ? total : await earning(page);
        return credited > 0;
      },
      { intervals: [200], timeout: 20_000 },
    )
    .toBe(true);
  return credited;
}

test('a listener earns at the rate shown, pausing stops it, and processing moves it into Your EP and the history', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('earl'), 'Earl Earner');
  await page.goto('/artist/2');
  await expect(banner(page)).toBeHidden();
  // The strip loads with its route; the rate reads 'not known yet' until the socket tells it.
  await expect(strip(page).getByTestId('mining-speed')).toHaveText(/^\d/);
  const rate = await numberIn(strip(page).getByTestId('mining-speed'));
  expect(rate).toBeGreaterThanOrEqual(1);
  await expect(strip(page)).toContainText('EP/sec');
  await expect(strip(page).getByRole('link', { name: 'Boost Speed' })).toHaveAttribute(
    'href',
    '/boost',
  );
  await expect(earningText(page)).toHaveText('0.00');
  await expect(page.getByTestId('ep-total')).toHaveText('0.00 EP');

  await playLongTrack(page);
  const playedFrom = Date.now();
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
  // Within the first heartbeat interval (15 s) nothing is settled, so nothing is processed:
  // the strip's figure is the live session's alone and must climb at the rate shown.
  const climb = await sampleUntil(
    () => earning(page),
    (value) => value >= 1,
  ).then(async ({ last: start }) => {
    const { last } = await sampleUntil(
      () => earning(page),
      (value) => value >= start.value + 6,
    );
    return { start, last };
  });
  const perSecond =
    (climb.last.value - climb.start.value) / ((climb.last.at - climb.start.at) / 1000);
  expect(perSecond).toBeGreaterThan(rate * 0.75);
  expect(perSecond).toBeLessThan(rate * 1.3);
  await expect(page.getByTestId('ep-total')).toHaveText('0.00 EP');

  await panel(page).getByRole('button', { name: 'Pause', exact: true }).click();
  const listenedSeconds = (Date.now() - playedFrom) / 1000;
  await expect(playState(page)).toHaveAttribute('data-play-state', 'paused');
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'false');
  // The server's figure for the pause: what was credited. From now on it stands still until
  // processing moves it into Your EP (then it reads 0.00): sampled until that happens.
  // Processing runs every few seconds, so on a slow host it may already have moved it by the
  // time the strip is read: the credited figure is then Your EP's.
  const paused = await creditedAfterPause(page);
  expect(paused).toBeGreaterThan(rate * 6);
  const whilePaused = new Set<number>();
  await expect
    .poll(
      async () => {
        whilePaused.add(await earning(page));
        return page.getByTestId('ep-total').textContent();
      },
      { intervals: [250], timeout: PROCESSED_WITHIN_MS },
    )
    // Processing turns it into EP: Your EP ≈ rate × seconds listened, within one interval.
    .toBe(`${paused.toFixed(2)} EP`);
  expect([...whilePaused].filter((value) => value !== paused && value !== 0)).toEqual([]);
  expect(Math.abs((await yourEp(page)) - rate * listenedSeconds)).toBeLessThan(rate * 2);
  await expect(earningText(page)).toHaveText('0.00');

  // The EP history names the entry: the track, the seconds, the rate, the session.
  await page.getByRole('link', { name: /Your EP/ }).click();
  await expect(page).toHaveURL(/\/profile\/ep-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EP history' })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem').first();
  await expect(entry).toContainText('Listening');
  await expect(entry).toContainText(`of ${LONG_TRACK} at ${rate} EP/sec`);
  await expect(entry).toContainText(`+${paused.toFixed(2)} EP`);
  await expect(entry).toContainText(/Session [0-9a-f]{8}/);
  const session = page
    .getByRole('list', { name: 'Listening sessions' })
    .getByRole('listitem')
    .first();
  await expect(session).toContainText(LONG_TRACK);
  await expect(session).toContainText('Paused');
  await expect(session).toContainText('credited');
});

test('a visitor is asked to sign in to earn, and no socket opens, even while music plays', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/discover');
  await expect(strip(page)).toHaveText('Sign in to start earning rewards while listening');
  await page
    .getByRole('list', { name: 'Tracks', exact: true })
    .getByRole('button', { name: 'Play E2E Track 01', exact: true })
    .click();
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText('Connection lost')).toHaveCount(0);
  await expect(page.getByText('Your EP')).toHaveCount(0);
  expect(sockets).toEqual([]);
});

test('two tabs of one account: a play in the second takes the earning over, and only it earns', async ({
  page,
  context,
}) => {
  await createAccount(page.request, newEmail('tess'), 'Tess Two-Tabs');
  await playLongTrack(page);
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');

  const second = await context.newPage();
  await playLongTrack(second);
  await expect(ticking(second)).toHaveAttribute('data-ticking', 'true');
  await expect(strip(page)).toContainText(
    'Earning moved to another tab or device. Play here to earn here.',
  );
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'false');
  // The first tab still plays, but its figure never rises while the second one's climbs (it
  // may fall: processing moves what it earned into Your EP).
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
  const first = await earning(page);
  await expectClimb(() => earning(second));
  expect(await earning(page)).toBeLessThanOrEqual(first);
});

test('stopping the server shows Connection lost; after a restart the connection comes back by itself and earning carries on', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = ownAppServer({ port: ports.ownApp, grpcPort: ports.ownGrpc });
  await server.start();
  try {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await createAccount(page.request, newEmail('rhea'), 'Rhea Reconnect', server.url);
    await playLongTrack(page, server.url);
    await expect(banner(page)).toBeHidden();
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
    expect(sockets[0]).toMatch(
      new RegExp(`^ws://127\\.0\\.0\\.1:${ports.ownApp}/ws/listening\\?token=.+`),
    );

    await server.stop();
    const lost = panel(page).getByRole('alert').filter({ hasText: 'Connection lost' });
    await expect(lost).toBeVisible();
    await expect(lost).toContainText('Reconnect to continue earning rewards');
    await expect(lost.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // Nothing earns while the server is away.
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'false');

    await server.start();
    // Back-off reconnects by itself (1 s doubling, 30 s at most): no click needed.
    await expect(lost).toBeHidden({ timeout: 45_000 });
    await expect(banner(page)).toBeHidden();
    // The player still plays, so the page plays the track again and the session carries on.
    await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
    await expectClimb(() => earning(page));
  } finally {
    await server.stop();
  }
});

test('an instance at its socket limit refuses a listener for load; it backs off and earns once a place frees', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // One listening socket at most: the second listener is closed with 1013 'overloaded'
  // (live/load.int.test.ts shows the code) and its client keeps backing off with jitter.
  const server = ownAppServer({
    port: ports.ownApp,
    grpcPort: ports.ownGrpc,
    env: { LISTENING_MAX_SOCKETS: '1' },
  });
  await server.start();
  const other = await browser.newContext();
  try {
    await createAccount(page.request, newEmail('hold'), 'Hana Holder', server.url);
    await playLongTrack(page, server.url);
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');

    const second = await other.newPage();
    const opened: string[] = [];
    second.on('websocket', (socket) => opened.push(socket.url()));
    await createAccount(second.request, newEmail('wait'), 'Wes Waiting', server.url);
    await playLongTrack(second, server.url);
    // Refused, again and again: it plays but does not earn, and says it is connecting.
    await expect.poll(() => opened.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect(banner(second)).toBeVisible();
    await expect(ticking(second)).toHaveAttribute('data-ticking', 'false');
    await expect(playState(second)).toHaveAttribute('data-play-state', 'playing');
    // The holder keeps earning meanwhile.
    await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');

    await page.close(); // Its socket leaves: a place frees.
    // Within the back-off (1 s doubling to 30 s, jittered) the waiting listener is let in.
    await expect(banner(second)).toBeHidden({ timeout: 45_000 });
    await expect(ticking(second)).toHaveAttribute('data-ticking', 'true');
    await expectClimb(() => earning(second));
  } finally {
    await other.close();
    await server.stop();
  }
});
