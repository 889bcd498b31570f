import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';

/**
 * The Content-Security-Policy in Chromium (ADR 0012): the app, its socket, hosted audio and the
 * embeds' fallbacks work with it on and nothing is refused; a script slipped into the page is.
 * This machine has no internet: the streaming platforms' requests are aborted, so their players
 * fall back to the plain frames, which the policy must still allow.
 */

const PLATFORMS = /youtube|spotify|scdn|sndcdn|soundcloud/;

type Marks = { violations: string[]; injected?: boolean; byTag?: boolean; byAttribute?: boolean };
const marks = (page: Page) =>
  page.evaluate((): Marks => {
    const { violations, injected, byTag, byAttribute } = window as unknown as Marks;
    return { violations: [...violations], injected, byTag, byAttribute };
  });

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Marks).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return {
    all: async () => [...(await marks(page)).violations, ...consoleLines],
  };
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
const stage = (page: Page) => panel(page).getByTestId('player-embed');
const playFromDiscover = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Tracks', exact: true })
    .getByRole('button', { name: `Play ${title}`, exact: true })
    .click();
const audioTime = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]')?.currentTime ?? 0,
  );

test.beforeEach(async ({ page }) => {
  await page.route(PLATFORMS, (route) => route.abort());
});

test('with the policy on, a listener signs in, plays hosted audio and an embed falls back, and nothing is refused', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await createAccount(page.request, newEmail('csp'), 'Cora Policy');
  const document = await page.goto('/discover');
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");

  // The listening socket connects (connect-src), the page renders with its styles.
  await expect(page.getByText('Connecting to server...')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Listening rewards' })).toBeVisible();

  await playFromDiscover(page, 'E2E Track 01');
  await expect(panel(page).getByTestId('player')).toHaveAttribute('data-play-state', 'playing');
  const start = await audioTime(page);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(start + 0.3);

  await playFromDiscover(page, 'E2E Track 03');
  await expect(stage(page)).toHaveAttribute('data-platform', 'spotify');
  await expect(stage(page)).toHaveAttribute('data-mode', 'fallback');
  await expect(stage(page).locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/open\.spotify\.com\/embed\/track\//,
  );

  expect(await violations.all()).toEqual([]);
});

test('a script injected into the page is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/discover');
  await expect(page.getByRole('list', { name: 'Tracks', exact: true })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = '(window).injected = true;';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.byAttribute = true">';
    document.body.append(holder);
  });
  await page.addScriptTag({ content: 'window.byTag = true;' }).catch(() => undefined);

  await expect.poll(async () => (await violations.all()).length).toBeGreaterThanOrEqual(3);
  const { injected, byTag, byAttribute } = await marks(page);
  expect({ injected, byTag, byAttribute }).toEqual({
    injected: undefined,
    byTag: undefined,
    byAttribute: undefined,
  });
  expect((await marks(page)).violations).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src-(elem|attr) inline$/)]),
  );
});
