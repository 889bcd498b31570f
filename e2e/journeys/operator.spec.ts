import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';
import { playLongTrack } from '../support/listening';
import { ownAppServer } from '../support/app-server';
import { operatorCommand } from '../support/operator-command';
import { ports } from '../support/ports';
import { screen } from '../support/screens';

/** Calls an RPC of the app as the account signed in on `request` (a bearer token, as the app). */
async function rpc(request: APIRequestContext, baseUrl: string, method: string, data: object) {
  const token = await request.get(`${baseUrl}/api/auth/session-token`);
  const { sessionToken } = (await token.json()) as { sessionToken: string };
  const answer = await request.post(`${baseUrl}/rpc/${method}`, {
    data,
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * The operator console (issue 39), in Chromium against a real server of the journey's own (its
 * DATA_DIR is known, so the command goes through it): an account granted with the command sees
 * the console with a listener of a second browser live, changes the base rate with a reason, that
 * listener's Mining speed and its own follow, and the audit
 * log holds the grant and the change, also in the CSV export. Then it finds a listener's account,
 * holds its earning and reverses its welcome bonus, each with a reason, and reads both in the log.
 */
test('an operator granted with the command changes the base rate and reads it in the audit log', async ({
  page,
  playwright,
  browser,
}) => {
  test.setTimeout(300_000);
  const server = ownAppServer({ port: ports.ownApp, grpcPort: ports.ownGrpc });
  await server.start();
  try {
    const email = newEmail('olga');
    await createAccount(page.request, email, 'Olga Operator', server.url);

    // Not an operator yet: no link, and the page says so.
    await page.goto(`${server.url}/operator`);
    await expect(page.getByText('This page is for operators.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Operator console' })).toHaveCount(0);

    const refused = await operatorCommand(['grant', 'nobody@example.com'], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('No account with the e-mail nobody@example.com');
    const granted = await operatorCommand(['grant', email], server.dataDir);
    expect(granted.stdout).toBe(`${email} is now an operator.\n`);

    // A listener in a browser of their own plays hosted audio: live on this instance.
    const lena = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const listener = await lena.newPage();
    await createAccount(listener.request, newEmail('lena'), 'Lena Live', server.url);
    await playLongTrack(listener, server.url);
    const lenaSpeed = listener
      .getByRole('region', { name: 'Listening rewards' })
      .getByTestId('mining-speed');
    await expect(lenaSpeed).toContainText('1');

    await page.goto(`${server.url}/discover`);
    await page.getByRole('link', { name: 'Operator console' }).click();
    await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
    await expect(page.getByTestId('live-listeners')).toHaveText('1 listening now on this instance');
    await expect(page.getByRole('region', { name: /Background jobs/ })).toBeVisible();
    // Every live instance (here the one), a job's run with its duration, EP paid per hour.
    const instanceRow = page.getByRole('region', { name: 'Instances' }).getByRole('row').nth(1);
    await expect(instanceRow.getByRole('cell').nth(1)).toHaveText('1');
    await expect(instanceRow).toContainText('(this one)');
    await expect(
      page
        .getByRole('region', { name: /Background jobs/ })
        .getByRole('listitem')
        .first(),
    ).toHaveText(/^\d+(\.\d)? m?s$/);
    await expect(page.getByRole('region', { name: /EP paid per hour/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Reward rules' }).click();
    await expect(page.getByTestId('rule-base_rate')).toContainText('In force: 1 (default 1)');
    await page.getByLabel('New value').fill('2');
    await page.getByLabel('Reason').fill('E2E launch week');
    await page.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText('Rule changed.')).toBeVisible();
    await expect(page.getByTestId('rule-base_rate')).toContainText('In force: 2 (default 1)');
    // The listener's own Mining speed follows, without a reload, within the rules' refresh.
    await expect(lenaSpeed).toContainText('2', { timeout: 30_000 });
    await lena.close();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByTestId('audit-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('rule.set');
    await expect(entries.nth(0)).toContainText(email);
    await expect(entries.nth(0)).toContainText('E2E launch week');
    await expect(entries.nth(1)).toContainText('operator.grant');
    await expect(entries.nth(1)).toContainText('command line');

    const csv = await page.request.get(`${server.url}/api/operator/audit.csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('rule.set,base_rate');
    expect(text).toContain('E2E launch week');

    // The operator's own Mining speed (the listener's figure) follows the new base rate.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Listening rewards' }).getByTestId('mining-speed'),
    ).toContainText('2');

    // A listener to review: Fred, invited by the operator, holds a 100 EP welcome bonus.
    const own = await page.request.get(`${server.url}/api/auth/session`);
    const operatorId = ((await own.json()) as { user: { id: string } }).user.id;
    const fredEmail = newEmail('fred');
    const fred = await playwright.request.newContext();
    await createAccount(fred, fredEmail, 'Fred Flood', server.url);
    await rpc(fred, server.url, 'earshot.referral.v1.ReferralService/SetReferrer', {
      referrerId: operatorId,
    });
    await fred.dispose();

    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByLabel('E-mail or account id').fill(fredEmail);
    await page.getByRole('button', { name: 'Find the account' }).click();
    const review = page.getByTestId('account-review');
    await expect(review).toContainText('Fred Flood');
    await expect(review).toContainText('100.000 EP');
    await expect(page.getByTestId('earning-status')).toHaveText('Earning normally.');

    await page.getByRole('button', { name: 'Hold earning' }).click();
    const hold = page.getByRole('form', { name: 'Hold this account’s earning' });
    await hold.getByLabel('Reason').fill('E2E sign-up flood');
    await hold.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Earning held.' })).toBeVisible();
    await expect(page.getByTestId('earning-status')).toHaveText('On hold: E2E sign-up flood');

    const ledger = page.getByRole('region', { name: /^Ledger entries/ });
    await expect(ledger).toHaveAccessibleName('Ledger entries (1)');
    await ledger.getByRole('button', { name: /^Reverse #/ }).click();
    const reverse = page.getByRole('form', { name: /^Reverse ledger entry #/ });
    await reverse.getByLabel('Reason').fill('E2E bonus from a flood');
    await reverse.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Entry reversed.' })).toBeVisible();
    await expect(ledger).toHaveAccessibleName('Ledger entries (2)');
    await expect(ledger).toContainText('reversed by #');
    await expect(ledger.getByRole('button', { name: /^Reverse #/ })).toHaveCount(0);
    await expect(review).toContainText('0.000 EP');

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('ledger.reverse');
    await expect(entries.nth(0)).toContainText(`of ${fredEmail}`);
    await expect(entries.nth(0)).toContainText('E2E bonus from a flood');
    await expect(entries.nth(1)).toContainText('earning.hold');
    await expect(entries.nth(1)).toContainText(fredEmail);
    await expect(entries.nth(1)).toContainText('E2E sign-up flood');

    await screen(page, 'operator-audit-1440.png');

    // At 390 px the console still fits: the tabs and the log stay reachable, each entry stacked
    // within the screen (nothing to scroll sideways).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(entries.first()).toBeVisible();
    const entry = (await entries.first().boundingBox())!;
    expect(entry.x + entry.width).toBeLessThanOrEqual(390);
    // No value runs past its line (a long e-mail wraps instead).
    const overflowing = await entries
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
    expect(overflowing).toBe(0);
    await screen(page, 'operator-390.png', { fullPage: true });
  } finally {
    await server.stop();
  }
});
