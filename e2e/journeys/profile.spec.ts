import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';

/**
 * The profile and the settings (issue 13, second half) in Chromium against the real server:
 * /profile shows the statistics and the EP balance; a bad username is refused in the rule's
 * words and changes nothing, a good one shows on /profile; a changed password signs in; and
 * signing out everywhere signs out another browser.
 */

const NEW_PASSWORD = 'Fresh2Tunes';
const main = (page: Page) => page.getByRole('main');

async function signInWithModal(page: Page, email: string, password: string) {
  await page.goto('/profile?signin=true');
  const signin = page.getByRole('dialog', { name: 'Sign in to your account' });
  await signin.getByLabel('Mail').fill(email);
  await signin.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('dialog', { name: 'Enter your password' });
  await step.getByLabel('Password', { exact: true }).fill(password);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a listener sees their profile and statistics, edits the profile, changes the password and signs out everywhere', async ({
  page,
  browser,
}) => {
  const email = newEmail('pat');
  await createAccount(page.request, email, 'Pat Profile');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pat Profile' })).toBeVisible();
  await expect(main(page).getByText('No username yet')).toBeVisible();
  await expect(page.getByTestId('ep-balance')).toHaveText(/^\d+\.\d{2} EP$/);
  await expect(page.getByTestId('listening-time')).toHaveText('0 h 00 min');
  await expect(page.getByTestId('total-plays')).toHaveText('0');
  await expect(page.getByTestId('unique-songs')).toHaveText('0');
  await expect(main(page).getByRole('link', { name: 'EP history' })).toHaveAttribute(
    'href',
    '/profile/ep-history',
  );
  await expect(main(page).getByText('No listens yet.', { exact: false })).toBeVisible();

  // A username outside the rule: its words, and nothing changes.
  await main(page).getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const username = main(page).getByLabel('Username', { exact: true });
  await username.fill('no spaces allowed');
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(
    main(page).getByText('Username must be 3 to 30 letters, digits, underscores or hyphens'),
  ).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('Username', { exact: true })).toHaveValue('');

  const handle = `pat_${email.slice(4, 12)}`;
  await main(page).getByLabel('Name', { exact: true }).fill('Pat Renamed');
  await main(page).getByLabel('Username', { exact: true }).fill(handle.toUpperCase());
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(main(page).getByLabel('Username', { exact: true })).toHaveValue(handle);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Pat Renamed' })).toBeVisible();
  await expect(main(page).getByText(`@${handle}`)).toBeVisible();

  // A new password: the old one no longer signs in, the new one does (in another browser).
  await page.goto('/user/settings');
  await main(page).getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('New password', { exact: true }).fill('short');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByText('Password must be at least 8 characters long')).toBeVisible();
  await main(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.', { exact: false })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithModal(otherPage, email, NEW_PASSWORD);
  await expect(otherPage.getByRole('heading', { level: 2, name: 'Pat Renamed' })).toBeVisible();

  // Signing out everywhere: this browser and the other one are visitors.
  await main(page).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(main(page).getByText('Sign in to change your settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In / Sign Up' }).first()).toBeVisible();
  await otherPage.reload();
  await expect(main(otherPage).getByText('Sign in to see your profile')).toBeVisible();
  await other.close();
});
