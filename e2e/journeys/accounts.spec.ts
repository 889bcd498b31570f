import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';
import { codeOf, mailTo } from '../support/mailbox';
import { googleUser } from '../support/ports';

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu: ${name}` });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

async function fillSignUp(dialog: Locator, form: { name: string; email: string }) {
  await dialog.getByLabel('Name').fill(form.name);
  await dialog.getByLabel('Mail').fill(form.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  // The same dialog, now named by its new step.
  await expect(dialogNamed(dialog.page(), 'Verify your account')).toBeVisible();
}

/** From the e-mail step to the password step of the sign-in modal. */
async function enterEmail(dialog: Locator, email: string) {
  await dialog.getByLabel('Mail').fill(email);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page, name: string) {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In / Sign Up' })).toBeVisible();
  await expect(sidebar(page).getByText('Sign in to view playlists')).toBeVisible();
}

async function expectSignedIn(page: Page, name: string) {
  await expect(accountMenu(page, name)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invite friends' })).toBeVisible();
  await expect(sidebar(page).getByText('No playlists yet')).toBeVisible();
}

test('a visitor signs up with the mailed code, signs out and signs in with the password', async ({
  page,
}) => {
  const email = newEmail('lin');
  await page.goto('/discover?signup=true');
  const signup = dialogNamed(page, 'Create your account');
  await fillSignUp(signup, { name: 'Lin Listener', email });

  const verify = dialogNamed(page, 'Verify your account');
  await expect(verify).toContainText(email);
  await expect(verify.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const mail = await mailTo(email, 0);
  expect(mail.subject).toMatch(/is your Earshot verification code$/);
  await verify.getByLabel('Digit 1 of 6').pressSequentially(codeOf(mail));
  await verify.getByRole('button', { name: 'Continue' }).click();

  await expectSignedIn(page, 'Lin Listener');
  await expect(page).toHaveURL(/\/discover$/);
  await page.reload();
  await expect(accountMenu(page, 'Lin Listener')).toBeVisible();

  await signOut(page, 'Lin Listener');

  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  const signin = dialogNamed(page, 'Sign in to your account');
  await enterEmail(signin, email);
  const password = dialogNamed(page, 'Enter your password');
  await expect(password).toContainText(email);
  await password.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await password.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, 'Lin Listener');
});

test("a wrong password says 'Sign In Failed' and keeps the modal open", async ({
  page,
  request,
}) => {
  const email = newEmail('wes');
  await createAccount(request, email, 'Wes Wrong');
  await page.goto('/discover?signin=true');
  await enterEmail(dialogNamed(page, 'Sign in to your account'), email);
  const password = dialogNamed(page, 'Enter your password');
  await password.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await password.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(password.getByLabel('Password', { exact: true })).toHaveValue('Not-the-password-1');
});

test('an unknown e-mail leads to sign-up with the e-mail filled in', async ({ page }) => {
  const email = newEmail('nobody');
  await page.goto('/albums?signin=true');
  await enterEmail(dialogNamed(page, 'Sign in to your account'), email);
  await expect(page.getByText('Account not found')).toBeVisible();
  await expect(
    page.getByText('No account found with this email. Redirecting to signup...'),
  ).toBeVisible();
  const signup = dialogNamed(page, 'Create your account');
  await expect(signup.getByLabel('Mail')).toHaveValue(email);
  await expect(signup.getByRole('button', { name: 'Get Started' })).toBeDisabled();
});

test('an expired code: the countdown runs out on a fake clock, Resend mails a new code that verifies', async ({
  page,
}) => {
  // The page's clock only: the server's own 300 s expiry is covered by its integration tests.
  await page.clock.install();
  const email = newEmail('cleo');
  await page.goto('/discover?signup=true');
  await fillSignUp(dialogNamed(page, 'Create your account'), { name: 'Cleo Clock', email });
  const verify = dialogNamed(page, 'Verify your account');
  const first = codeOf(await mailTo(email, 0));

  const countdown = verify.getByTestId('code-countdown');
  const resend = verify.getByRole('button', { name: 'Resend' });
  await expect(countdown).toHaveText(/^Code expires in (5:00|4:5\d)$/);
  await expect(countdown).toHaveAttribute('data-urgent', 'false');
  await expect(resend).toBeDisabled();

  await page.clock.fastForward('04:05');
  await expect(countdown).toHaveAttribute('data-urgent', 'true');
  await expect(countdown).toHaveCSS('color', 'rgb(248, 113, 113)');
  await expect(resend).toBeDisabled();

  await page.clock.fastForward('01:00');
  await expect(verify.getByText('Code expired. Ask for a new one.')).toBeVisible();
  await expect(resend).toBeEnabled();
  await verify.getByLabel('Digit 1 of 6').fill('12');
  await resend.click();
  await expect(verify.getByLabel('Digit 1 of 6')).toHaveValue('');
  await expect(countdown).toHaveText(/^Code expires in (5:00|4:5\d)$/);
  await expect(resend).toBeDisabled();
  const second = codeOf(await mailTo(email, 1));

  // The resend replaced the first code: it no longer verifies, and the boxes clear.
  await verify.getByLabel('Digit 1 of 6').fill(first);
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Verification failed')).toBeVisible();
  await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();
  await expect(verify.getByLabel('Digit 6 of 6')).toHaveValue('');

  await verify.getByLabel('Digit 1 of 6').fill(second);
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, 'Cleo Clock');
});

test("'Forgot password?' mails a code, sets a new password and signs in", async ({
  page,
  request,
}) => {
  const email = newEmail('fern');
  await createAccount(request, email, 'Fern Forgetful');
  await page.goto('/discover?signin=true');
  await enterEmail(dialogNamed(page, 'Sign in to your account'), email);
  await dialogNamed(page, 'Enter your password')
    .getByRole('button', { name: 'Forgot password?' })
    .click();

  const reset = dialogNamed(page, 'Reset your password');
  await expect(reset).toContainText(email);
  const mail = await mailTo(email, 1);
  expect(mail.subject).toMatch(/is your Earshot password reset code$/);
  await reset.getByLabel('Digit 1 of 6').fill(codeOf(mail));
  await reset.getByLabel('New password').fill('Brand-new-Pass9');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expectSignedIn(page, 'Fern Forgetful');

  await signOut(page, 'Fern Forgetful');
  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  await enterEmail(dialogNamed(page, 'Sign in to your account'), email);
  const password = dialogNamed(page, 'Enter your password');
  await password.getByLabel('Password', { exact: true }).fill('Brand-new-Pass9');
  await password.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, 'Fern Forgetful');
});

test('Google sign-in runs through the OIDC provider; a Google-only e-mail goes straight to Google', async ({
  page,
}) => {
  await page.goto('/discover?signin=true');
  await dialogNamed(page, 'Sign in to your account')
    .getByRole('link', { name: 'Continue with Google' })
    .click();
  await expect(page).toHaveURL(/\/discover$/);
  await expectSignedIn(page, googleUser.name);
  await signOut(page, googleUser.name);

  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  await enterEmail(dialogNamed(page, 'Sign in to your account'), googleUser.email);
  await expect(page).toHaveURL(/\/discover$/);
  await expectSignedIn(page, googleUser.name);
});

test('?signin=true opens the modal; Escape closes it, drops the parameter and gives the focus back', async ({
  page,
}) => {
  await page.goto('/trending?signin=true');
  const signin = dialogNamed(page, 'Sign in to your account');
  await expect(signin).toBeVisible();
  await expect(signin.getByLabel('Mail')).toBeFocused();
  await expect(signin.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(signin).toHaveCount(0);
  await expect(page).toHaveURL(/\/trending$/);

  const opener = page.getByRole('button', { name: 'Sign In / Sign Up' });
  await opener.click();
  await expect(page).toHaveURL(/\/trending\?signin=true$/);
  await expect(signin).toBeVisible();
  await signin.getByRole('button', { name: 'Close' }).click();
  await expect(signin).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/trending$/);
});

test('/auth/error explains a failed sign-in without the player panel', async ({ page }) => {
  await page.goto('/auth/error?error=access_denied');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication error' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the Google sign-in, so nothing changed.',
  );
  await expect(page.getByRole('complementary', { name: 'Player' })).toBeHidden();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(dialogNamed(page, 'Sign in to your account')).toBeVisible();
});
