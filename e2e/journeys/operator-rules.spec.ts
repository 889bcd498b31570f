import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';
import { ownAppServer } from '../support/app-server';
import { grantOperator } from '../support/operator-command';
import { ports } from '../support/ports';
import { screen } from '../support/screens';

/** Sets one rule in the console's form, now, with its reason. */
async function setRule(page: Page, rule: string, value: string, reason: string) {
  await page.getByRole('combobox', { name: /^Rule/ }).selectOption({ label: rule });
  await page.getByLabel('New value').fill(value);
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByText('Rule changed.')).toBeVisible();
}

/**
 * Issue 39 §2, the referral and boost rules, in Chromium against a real server of the journey's
 * own: an operator changes the referral bonus and a boost's price and multiplier in the console;
 * a listener in a second browser, invited by the operator, is welcomed with the new bonus, sees
 * the new terms on the boost screen and buys the boost at that price, and Mining speed follows
 * its multiplier; the audit log holds the changes with their reasons.
 */
test('an operator changes the referral bonus and a boost; a listener gets and buys at the new terms', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const server = ownAppServer({ port: ports.ownApp, grpcPort: ports.ownGrpc });
  await server.start();
  try {
    const email = newEmail('rosa');
    await createAccount(page.request, email, 'Rosa Rules', server.url);
    expect(await grantOperator(email, server.dataDir)).toBe(`${email} is now an operator.\n`);

    await page.goto(`${server.url}/operator`);
    await page.getByRole('tab', { name: 'Reward rules' }).click();
    const bonus = page.getByTestId('rule-referral_bonus_ep');
    await expect(bonus).toContainText('In force: 100 (default 100)');
    const catalogue = page.getByRole('region', { name: 'Boost catalogue' });
    await expect(catalogue.getByTestId('boost-rules-boost-1-5x-1h')).toContainText(
      '1.5x for 1 hour',
    );

    await setRule(page, 'Referral bonus (EP, each to inviter and invitee)', '150', 'E2E invites');
    await expect(bonus).toContainText('In force: 150 (default 100)');
    // A reload comes back to the tab it left, with the change in force.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Reward rules' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(bonus).toContainText('In force: 150 (default 100)');
    await setRule(page, 'Boost boost-1-5x-1h: Price (EP)', '30', 'E2E boost sale');
    await setRule(page, 'Boost boost-1-5x-1h: Multiplier', '2.5', 'E2E stronger boost');
    const offer = catalogue.getByTestId('boost-rules-boost-1-5x-1h');
    await expect(offer).toContainText('2.5x for 1 hour');
    await expect(offer.getByRole('cell').first()).toHaveText('30default 50');
    // The catalogue fits a phone: its table neither clips nor pushes the page sideways.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await catalogue.scrollIntoViewIfNeeded();
      await catalogue.screenshot({ path: test.info().outputPath(`boost-rules-${width}.png`) });
      await screen(page, `rules-${width}.png`);
      const box = (await catalogue.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The operator's own invite: the referral page says the bonus in force.
    await page.goto(`${server.url}/referral`);
    await expect(page.getByText('Invite friends to the product and get 150 EP each!')).toHaveCount(
      2,
    );
    const code = (await page.getByTestId('referral-code').textContent())!.trim();

    // A listener in a browser of their own comes through the invite and signs up.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const lou = await context.newPage();
    await lou.route(/youtube|spotify|scdn|sndcdn|soundcloud/, (route) => route.abort());
    await lou.goto(`${server.url}/?ref=${code}`);
    await expect
      .poll(() => lou.evaluate(() => localStorage.getItem('earshot.referral')))
      .toContain(code);
    await createAccount(lou.request, newEmail('lou'), 'Lou Listener', server.url);
    await lou.goto(`${server.url}/discover`);
    await expect(lou.getByText('Welcome Bonus Applied!')).toBeVisible({ timeout: 15_000 });
    await expect(lou.getByText('150 EP have been added to your balance.')).toBeVisible();
    await expect(lou.getByTestId('ep-total')).toHaveText('150.00 EP');

    // The boost screen offers the new terms; the purchase costs the new price.
    await lou.goto(`${server.url}/boost`);
    const speed = lou
      .getByRole('region', { name: 'Listening rewards' })
      .getByTestId('mining-speed');
    await expect(speed).toHaveText('1');
    await expect(lou.getByText('2.5x', { exact: true })).toBeVisible();
    await lou.getByRole('button', { name: 'Buy for 30 EP' }).click();
    const confirm = lou.getByRole('alertdialog', { name: 'Buy this boost?' });
    await expect(confirm).toContainText('Your balance after: 120.00 EP.');
    await confirm.getByRole('button', { name: 'Buy for 30 EP' }).click();
    await expect(lou.getByText('Boost activated')).toBeVisible();
    await expect(lou.getByTestId('active-boost')).toContainText('2.5x for 1 hour');
    await expect(lou.getByTestId('ep-total')).toHaveText('120.00 EP');
    await expect(speed).toHaveText('2.5');
    await screen(lou, 'listener-boost-1440.png', { fullPage: true });
    await context.close();

    // The audit log holds the three changes, newest first, with who and why.
    await page.goto(`${server.url}/operator`);
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByTestId('audit-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('boost.boost-1-5x-1h.multiplier');
    await expect(entries.nth(0)).toContainText('E2E stronger boost');
    await expect(entries.nth(1)).toContainText('boost.boost-1-5x-1h.price_ep');
    await expect(entries.nth(1)).toContainText('{"value":50} → {"value":30,');
    await expect(entries.nth(1)).toContainText('E2E boost sale');
    await expect(entries.nth(2)).toContainText('referral_bonus_ep');
    await expect(entries.nth(2)).toContainText('E2E invites');
    await expect(entries.nth(2)).toContainText(email);
  } finally {
    await server.stop();
  }
});
