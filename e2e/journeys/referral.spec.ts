import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';
import { PROCESS_INTERVAL_SECONDS, REFEREE_ACTIVE_SECONDS } from '../support/app-env';
import { codeOf, mailTo } from '../support/mailbox';

/**
 * The referral programme, leaderboard and boosts in Chromium against the real server: A invites
 * B, B signs up through the link and gets the welcome bonus (named in B's notifications and EP
 * history), B's listening makes A's referral active (the e2e servers count
 * REFEREE_ACTIVE_SECONDS, not 10 minutes), both are ranked, and A's boost raises A's mining
 * speed and is named in A's EP history. Track 31 of the e2e seed is 90 s of hosted audio.
 */

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const strip = (page: Page) => page.getByRole('region', { name: 'Listening rewards' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
const numberIn = async (locator: Locator) =>
  Number.parseFloat((await locator.textContent()) ?? 'NaN');
/** Processing and the rank job run every few seconds on the e2e servers. */
const SETTLED_MS = (PROCESS_INTERVAL_SECONDS * 3 + 15) * 1000;

/**
 * On a 320 px phone the bell, 'Your EP', the wallet and the account menu share the logo's row,
 * with room left for a balance three digits longer (a six-figure one); then back to desktop.
 */
async function expectOneTopRowAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  const middle = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator.toString()} has no box`);
    return { y: box.y + box.height / 2, left: box.x, right: box.x + box.width };
  };
  const logo = await middle(page.getByRole('link', { name: 'Earshot', exact: true }));
  const controls = [
    page.getByRole('button', { name: /^Notifications/ }),
    page.getByTestId('ep-total'),
    page.getByRole('button', { name: /^(Connect Wallet|Wallet:)/ }),
    page.getByRole('button', { name: /^Account menu/ }),
  ];
  for (const control of controls) {
    expect(Math.abs((await middle(control)).y - logo.y), control.toString()).toBeLessThan(4);
  }
  // Three more digits of a tabular text-sm figure take about 23 px.
  expect((await middle(controls[0]!)).left - logo.right).toBeGreaterThanOrEqual(30);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signUpThroughModal(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  await dialogNamed(page, 'Sign in to your account')
    .getByRole('button', { name: 'Create account' })
    .click();
  const signup = dialogNamed(page, 'Create your account');
  await signup.getByLabel('Name').fill(name);
  await signup.getByLabel('Mail').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByRole('checkbox', { name: /I agree to the/ }).check();
  await signup.getByRole('button', { name: 'Get Started' }).click();
  const verify = dialogNamed(page, 'Verify your account');
  await verify.getByLabel('Digit 1 of 6').pressSequentially(codeOf(await mailTo(email, 0)));
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${name}` })).toBeVisible();
}

test('an invited friend gets the welcome bonus, listens, and the inviter earns, ranks and boosts', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createAccount(page.request, newEmail('ada'), 'Ada Inviter');

  // A copies the invite link from /referral.
  await page.goto('/referral');
  await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Invite link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?ref=c[a-z0-9]{24}$/);
  await expect(page.getByText('No referees yet')).toBeVisible();
  // The milestones (spec 2 §3 "Available reward") in the spec's words, with A's progress.
  const milestones = page.getByTestId('milestone');
  await expect(milestones).toHaveCount(3);
  await expect(milestones.first()).toContainText('Three friends');
  await expect(milestones.first()).toContainText('Minimum 3 referees · 0 of 3 referees');
  await expect(milestones.first()).toContainText('+50 EP');
  await expect(milestones.nth(1)).toContainText('Minimum 5 referees · 0 of 5 referees');
  await expect(milestones.nth(1)).toContainText('Free boost');

  // B opens it in a browser of their own and signs up with e-mail.
  const other = await browser.newContext();
  const bea = await other.newPage();
  await bea.goto(link);
  await signUpThroughModal(bea, 'Bea Invitee', newEmail('bea'));
  await expect(bea.getByText('Welcome Bonus Applied!')).toBeVisible({ timeout: 10_000 });
  await expect(bea.getByTestId('ep-total')).toHaveText('100.00 EP');
  await expectOneTopRowAt320(bea);
  // The bell has news; opening it names the welcome bonus, and it is news no more.
  const bell = bea.getByRole('button', { name: /^Notifications/ });
  await expect(bea.getByTestId('notifications-unread')).toBeVisible();
  await bell.click();
  const news = bea.getByRole('list', { name: 'Recent notifications' }).getByRole('listitem');
  await expect(news).toHaveCount(1);
  await expect(news).toContainText('Welcome bonus');
  await expect(bea.getByTestId('notifications-unread')).toBeHidden();
  await bea.keyboard.press('Escape');
  await expect(bea.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(bell).toBeFocused();
  // B's EP history says what the 100 EP were: the welcome bonus.
  await bea.goto('/profile/ep-history');
  const welcome = bea.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem');
  await expect(welcome).toHaveCount(1);
  await expect(welcome).toContainText('Welcome bonus');
  await expect(welcome).toContainText('+100.00 EP');
  // After a new page load the bell remembers that B has looked: no dot on reopening.
  await bell.click();
  await expect(news).toContainText('Welcome bonus');
  await expect(bea.getByTestId('notifications-unread')).toBeHidden();
  await bea.keyboard.press('Escape');

  // A sees B pending, with nothing earned yet.
  await page.reload();
  await expect(page.getByTestId('referee-state')).toHaveText('Pending');
  await expect(page.getByTestId('ep-total')).toHaveText('0.00 EP');

  // B listens long enough; processing turns B active and pays A 100 EP.
  await bea.goto('/artist/2');
  await bea
    .getByRole('list', { name: 'Tracks', exact: true })
    .getByRole('button', { name: 'Play E2E Track 31', exact: true })
    .click();
  await expect(panel(bea).getByTestId('player')).toHaveAttribute('data-play-state', 'playing');
  await bea.waitForTimeout((REFEREE_ACTIVE_SECONDS + 16) * 1000);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('referee-state').textContent();
      },
      { intervals: [2000], timeout: SETTLED_MS },
    )
    .toBe('Active');
  await expect(page.getByTestId('ep-total')).toHaveText('100.00 EP');
  // One active referee counts towards every milestone; none is reached yet.
  await expect(milestones.first()).toContainText('Minimum 3 referees · 1 of 3 referees');
  await expect(milestones.nth(2)).toContainText('Minimum 10 referees · 1 of 10 referees');

  // Both are on the board: B (100 EP and listening) above A (100 EP); A's own row is pinned.
  await expect
    .poll(
      async () => {
        await page.goto('/ranking');
        const rows = page.getByTestId(/top-three|leaderboard-row/);
        // Read the board once it has drawn, not the page still loading.
        await rows
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        const names = await rows.allTextContents().catch(() => []);
        const b = names.findIndex((n) => n.includes('Bea Invitee'));
        const a = names.findIndex((n) => n.includes('Ada Inviter'));
        return b >= 0 && a > b;
      },
      { intervals: [2000], timeout: SETTLED_MS },
    )
    .toBe(true);
  const own = page.getByTestId('own-rank');
  await expect(own).toBeVisible();
  await expect(own.locator('[data-mine]')).toContainText('Ada Inviter');
  await expect(own.getByTestId('own-rank-value')).toHaveText(/^#\d+$/);

  // A buys a boost on /boost; the strip's Mining speed rises (1.05 with one active referee).
  await page.goto('/boost');
  const speed = strip(page).getByTestId('mining-speed');
  await expect(speed).toHaveText('1.05');
  await page.getByRole('button', { name: 'Buy for 50 EP' }).click();
  // Asked once before spending: the cost, the duration and the balance after.
  const confirm = page.getByRole('alertdialog', { name: 'Buy this boost?' });
  await expect(confirm).toContainText('for 1 h, for 50 EP. Your balance after: 50.00 EP.');
  await confirm.getByRole('button', { name: 'Buy for 50 EP' }).click();
  await expect(page.getByText('Boost activated')).toBeVisible();
  await expect(page.getByTestId('active-boost')).toContainText('1.5x for 1 hour');
  await expect.poll(() => numberIn(speed)).toBeGreaterThan(1.5);
  await expect(page.getByTestId('ep-total')).toHaveText('50.00 EP');

  // A's EP history names the boost the 50 EP bought.
  await page.goto('/profile/ep-history');
  const entries = page.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('1.5× boost for 1 h');
  await expect(entries.first()).toContainText('−50.00 EP');
  await expect(entries.nth(1)).toContainText('Referral reward');
  await expect(entries.nth(1)).toContainText('+100.00 EP');
  await other.close();
});
