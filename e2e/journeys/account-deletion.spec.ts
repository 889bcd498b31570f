import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';
import { codeOf, mailTo } from '../support/mailbox';

/**
 * The rest of the settings (issue 13, ADR 0023) in Chromium against the real server: an
 * address another account holds is refused in the spec's words; the e-mail changes with the
 * code read from the SMTP capture; deleting the account (behind its confirmation) signs out,
 * the address signs up again as a new account, and the account's public playlist is gone.
 */

const main = (page: Page) => page.getByRole('main');
const notFound = { name: 'The requested resource was not found.' };

/** Signs an address up through the API with its `index`-th mail's code. */
async function signUpAgain(request: APIRequestContext, email: string, index: number) {
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Back Again' },
  });
  expect(registered.status()).toBe(200);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { email, otp: codeOf(await mailTo(email, index)) },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { user: { id: string } }).user.id;
}

test('a listener changes the e-mail with the mailed code, then deletes the account: the address signs up again and the public playlist is gone', async ({
  page,
  browser,
}) => {
  const first = newEmail('dee');
  const second = newEmail('dee-new');
  const taken = newEmail('taken');
  await createAccount(page.request, first, 'Dee Parting');
  const strangers = await browser.newContext();
  await createAccount(strangers.request, taken, 'Already Here');

  // A public playlist a visitor can see.
  await page.goto('/create-playlist');
  await page.getByLabel('Title').fill('Parting Mix');
  await page.getByRole('switch', { name: 'Public' }).click();
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/playlist\/pl_/);
  await expect(page.getByText('Your public playlist')).toBeVisible();
  const playlistPath = new URL(page.url()).pathname;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(playlistPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Parting Mix' })).toBeVisible();

  // Another account's address: the spec's words, and no code.
  await page.goto('/user/settings');
  await expect(main(page).getByText(first)).toBeVisible();
  await main(page).getByLabel('New email').fill(taken);
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(
    main(page).getByText('This email is already registered with another account'),
  ).toBeVisible();

  // A free address: the code from its mail changes it.
  await main(page).getByLabel('New email').fill(second);
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByText('Enter the code we sent to')).toBeVisible();
  await expect(main(page).getByText(first)).toHaveCount(0);
  const mail = await mailTo(second, 0);
  expect(mail.subject).toMatch(/e-mail change code/);
  await main(page).getByLabel('Digit 1 of 6').pressSequentially(codeOf(mail));
  await main(page).getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Email changed')).toBeVisible();
  await expect(main(page).getByText(second)).toBeVisible();

  // Delete: a confirmation first; Cancel keeps everything.
  await main(page).getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Delete account' }).click();
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/);
  // The top bar's: while /discover's body loads, the settings page it leaves may show a
  // visitor's sign-in prompt of its own for a moment.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign In / Sign Up' }),
  ).toBeVisible();

  // Its public playlist is gone for everyone.
  await visitor.reload();
  await expect(visitor.getByRole('heading', notFound)).toBeVisible();

  // Neither address signs in; the account's last address signs up again as a new account.
  for (const email of [first, second]) {
    const signIn = await page.request.post('/api/auth/signin', {
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(401);
  }
  const again = await browser.newContext();
  await signUpAgain(again.request, second, 1);
  const fresh = await again.newPage();
  await fresh.goto('/profile');
  await expect(fresh.getByRole('heading', { level: 2, name: 'Back Again' })).toBeVisible();
  await expect(fresh.getByTestId('total-plays')).toHaveText('0');
});

test('a listener likes from a trending row and from a row of the player panel, and deletes a playlist behind its confirmation', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('tia'), 'Tia Trender');
  await page.goto('/trending');
  const trending = page.getByRole('list', { name: 'Trending tracks' });
  await trending.getByRole('button', { name: 'Add E2E Track 03 to favorites' }).click();
  await expect(
    trending.getByRole('button', { name: 'Remove E2E Track 03 from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await trending.getByRole('button', { name: 'Play E2E Track 03', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Player' });
  const row = panel.getByRole('listitem').filter({ hasText: 'E2E Track 04' }).first();
  await row.getByRole('button', { name: 'Add E2E Track 04 to favorites' }).click();
  await expect(
    row.getByRole('button', { name: 'Remove E2E Track 04 from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/liked');
  await expect(page.getByRole('tab', { name: /Tracks\s*2/ })).toBeVisible();
  await expect(main(page).getByRole('tabpanel')).toContainText('E2E Track 04');

  // Deleting a playlist asks in a dialog; Cancel keeps it.
  await page.goto('/create-playlist');
  await page.getByLabel('Title').fill('Scratch');
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/playlist\/pl_/);
  await main(page).getByRole('button', { name: 'Delete playlist' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete playlist' });
  await expect(confirm).toContainText('Delete “Scratch”? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scratch' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Delete playlist' }).click();
  await confirm.getByRole('button', { name: 'Delete playlist' }).click();
  await expect(page.getByText('Playlist deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/);
});
