import { expect, test } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';
import { ownAppServer } from '../support/app-server';
import { grantOperator } from '../support/operator-command';
import { ports } from '../support/ports';
import { screen } from '../support/screens';

/** Sign-ups one client address may make an hour on this journey's server (the product's: 10). */
const SIGNUPS_PER_ADDRESS = 6;
/** The flood: every sign-up the limit lets through after the operator's own. */
const FLOOD = SIGNUPS_PER_ADDRESS - 1;

/**
 * Fraud review (issue 39 §3), in Chromium against a server of the journey's own, so the only
 * accounts are the journey's: everything here signs up from 127.0.0.1. An operator sees no flag;
 * a scripted flood signs up through the real API from that one address until the sign-up limit
 * refuses it (429); the flood's accounts are flagged together by address and day, with the
 * address only as a hash. The operator raises the rule's threshold with a reason, holds one
 * flood account from its review with a reason, and reads both in the audit log and its CSV.
 */
test('an operator sees a sign-up flood from one address flagged and holds one of its accounts', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const server = ownAppServer({
    port: ports.ownApp,
    grpcPort: ports.ownGrpc,
    env: { SIGNUPS_PER_ADDRESS_PER_HOUR: String(SIGNUPS_PER_ADDRESS) },
  });
  await server.start();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = newEmail('fiona');
    await createAccount(page.request, email, 'Fiona Fraud-desk', server.url);
    await grantOperator(email, server.dataDir);

    await page.goto(`${server.url}/operator`);
    await page.getByRole('tab', { name: 'Flags' }).click();
    await expect(page.getByText('No account is flagged.')).toBeVisible();
    const rule = page.getByTestId('fraud-rule-shared_address');
    await expect(rule).toContainText(
      'Many accounts signed up from one network address on one UTC day.',
    );
    await expect(rule).toContainText('Threshold: 5 accounts (default 5)');

    // The flood: a script signing up through the API, one account after another.
    const script = await playwright.request.newContext();
    const flood: string[] = [];
    for (let i = 0; i < FLOOD; i++) {
      const address = newEmail(`flood${i}`);
      await createAccount(script, address, `Flood ${i}`, server.url);
      flood.push(address);
    }
    // The sign-up limit stops the next one before any account is made.
    const refused = await script.post(`${server.url}/api/auth/register`, {
      data: { email: newEmail('flood-over'), password: PASSWORD, name: 'Flood over' },
    });
    expect(refused.status()).toBe(429);
    await script.dispose();

    await page.reload();
    await page.getByRole('tab', { name: 'Flags' }).click();
    const flagged = page.getByTestId('flagged-account');
    // The operator signed up from the same address, that day: the group is all six.
    await expect(flagged).toHaveCount(FLOOD + 1);
    const day = new Date().toISOString().slice(0, 10);
    const evidence = new RegExp(
      `${FLOOD + 1} accounts signed up from address [0-9a-f]{12}… on ${day}\\.`,
    );
    for (const address of flood) {
      // Its own card (the others name it among the accounts with them).
      const card = flagged.filter({
        has: page.getByRole('button', { name: `Review ${address}` }),
      });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(evidence);
    }
    await expect(flagged.first()).not.toContainText('127.0.0.1');
    await flagged.first().scrollIntoViewIfNeeded();
    await screen(page, 'operator-fraud-flags-1440.png');

    // The threshold is the operator's: raised with a reason, the flood (six) still meets it.
    await rule.getByRole('button', { name: 'Change One network address' }).click();
    await rule.getByLabel('New threshold').fill('6');
    await rule.getByLabel('Reason').fill('E2E a shared office signs up five');
    await rule.getByRole('button', { name: 'Save threshold' }).click();
    await expect(rule).toContainText('Threshold: 6 accounts (default 5)');
    await expect(flagged).toHaveCount(FLOOD + 1);

    // Review one flood account: its flag, its address as a hash, then hold its earning.
    const target = flood[0]!;
    await page.getByRole('button', { name: `Review ${target}` }).click();
    await expect(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const review = page.getByTestId('account-review');
    await expect(review).toContainText('Flood 0');
    await expect(page.getByTestId('account-flags')).toContainText(evidence);
    const addresses = page.getByRole('region', { name: /^Network addresses \(1\)/ });
    await expect(addresses).toContainText(/[0-9a-f]{16}…/);
    await expect(addresses).not.toContainText('127.0.0.1');

    await page.getByRole('button', { name: 'Hold earning' }).click();
    const hold = page.getByRole('form', { name: 'Hold this account’s earning' });
    await hold.getByLabel('Reason').fill('E2E sign-up flood from one address');
    await hold.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('earning-status')).toHaveText(
      'On hold: E2E sign-up flood from one address',
    );

    // Back in the flags, the held account says so.
    await page.getByRole('tab', { name: 'Flags' }).click();
    await expect(
      flagged.filter({ has: page.getByRole('button', { name: `Review ${target}` }) }),
    ).toContainText('Earning held');

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByTestId('audit-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('earning.hold');
    await expect(entries.nth(0)).toContainText(target);
    await expect(entries.nth(0)).toContainText('E2E sign-up flood from one address');
    await expect(entries.nth(1)).toContainText('fraud_rule.set');
    await expect(entries.nth(1)).toContainText('{"value":5} → {"value":6}');
    await expect(entries.nth(2)).toContainText('operator.grant');

    const csv = await page.request.get(`${server.url}/api/operator/audit.csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`earning.hold,${target}`);
    expect(text).toContain('E2E sign-up flood from one address');
    expect(text).toContain('fraud_rule.set,shared_address');

    // At 390 px the flags still read: each account, its evidence, its Review.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Flags' }).click();
    await expect(flagged.first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Review ${target}` })).toBeVisible();
    await flagged.first().scrollIntoViewIfNeeded();
    await screen(page, 'operator-fraud-flags-390.png');
    await page.getByRole('button', { name: `Review ${target}` }).click();
    await page.getByTestId('account-flags').scrollIntoViewIfNeeded();
    await screen(page, 'operator-fraud-review-390.png');
  } finally {
    await server.stop();
  }
});
