import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';
import { codeOf, mailTo } from '../support/mailbox';
import { googlePersonCookie } from '../support/ports';
import { TestWallet } from '../support/test-wallet';

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu: ${name}` });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In / Sign Up' });

/** Who the server says the browser is signed in as (null for a visitor). */
async function signedInUser(page: Page): Promise<unknown> {
  const answer = (await (await page.request.get('/api/auth/session')).json()) as { user: unknown };
  return answer.user;
}

async function walletSignIn(page: Page) {
  await page.goto('/discover?signin=true');
  await dialogNamed(page, 'Sign in to your account')
    .getByRole('button', { name: 'Continue with MetaMask' })
    .click();
}

/**
 * Dual Authentication's sign-outs (spec 1 §4), with the account menu open: signing out of the
 * secondary method keeps the session (still there after a reload), signing out of the
 * primary ends it.
 */
async function signOutSecondaryThenPrimary(
  page: Page,
  name: string,
  methods: { secondary: 'Email' | 'Wallet'; primary: 'Email' | 'Wallet' },
  /** More checks of the kept session, before the primary's sign-out. */
  kept?: () => Promise<void>,
) {
  await page.getByRole('menuitem', { name: `Sign Out of ${methods.secondary}` }).click();
  await page.reload();
  await expect(accountMenu(page, name)).toBeVisible();
  await kept?.();
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: `Sign Out of ${methods.primary}` }).click();
  await expect(signInButton(page)).toBeVisible();
}

async function menuItems(page: Page, name: string) {
  await accountMenu(page, name).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('a wallet signs up, signs out, signs in again with its proof, links an e-mail and signs out of each method', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();

  await walletSignIn(page);
  await expect(page.getByText('Wallet Connected')).toBeVisible();
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(wallet.signatures).toBe(1);
  expect(await menuItems(page, wallet.short)).toEqual([
    'View Profile',
    'Settings',
    'Connect Email',
    'Connect Google',
    'Sign Out',
  ]);

  // Sign out, then in again: the kept proof signs in without a new signature.
  await accountMenu(page, wallet.short).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(signInButton(page)).toBeVisible();
  await walletSignIn(page);
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  expect(wallet.signatures).toBe(1);

  // Connect Email: e-mail and password, the mailed code, and the page reloads linked.
  const email = newEmail('wally');
  await accountMenu(page, wallet.short).click();
  await page.getByRole('menuitem', { name: 'Connect Email' }).click();
  const connect = dialogNamed(page, 'Connect Email');
  await connect.getByRole('button', { name: 'Send code' }).click();
  await expect(connect.getByRole('alert')).toHaveText('Please enter both email and password');
  await connect.getByLabel('Mail').fill(email);
  await connect.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await connect.getByRole('button', { name: 'Send code' }).click();
  await expect(connect).toContainText(email);
  const mail = await mailTo(email, 0);
  await connect.getByLabel('Digit 1 of 6').pressSequentially(codeOf(mail));
  await connect.getByRole('button', { name: 'Verify' }).click();
  const name = email.split('@')[0] ?? '';
  await expect(accountMenu(page, name)).toBeVisible();
  await accountMenu(page, name).click();
  await expect(page.getByRole('menu')).toContainText('Dual Authentication');
  expect(await page.getByRole('menuitem').allTextContents()).toEqual([
    'View Profile',
    'Settings',
    'Sign Out of Email',
    'Sign Out of Wallet',
  ]);

  // The e-mail is the secondary method here: signing out of it keeps the wallet's session;
  // the wallet is primary: signing out of it ends everything.
  await signOutSecondaryThenPrimary(page, name, { secondary: 'Email', primary: 'Wallet' });

  // The linked e-mail and password reach the same account.
  await page.goto('/discover?signin=true');
  const signin = dialogNamed(page, 'Sign in to your account');
  await signin.getByLabel('Mail').fill(email);
  await signin.getByRole('button', { name: 'Sign In' }).click();
  const password = dialogNamed(page, 'Enter your password');
  await password.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await password.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page, name)).toBeVisible();
});

test('an e-mail user connects a wallet; switching account in the wallet keeps the web2 session', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  const email = newEmail('eve');
  await createAccount(page.request, email, 'Eve Email');
  await page.goto('/discover');
  await accountMenu(page, 'Eve Email').click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet Linked', { exact: true })).toBeVisible();
  await accountMenu(page, 'Eve Email').click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out of Wallet' })).toBeVisible();
  await page.keyboard.press('Escape');

  await wallet.switchAccount();
  await expect(
    page.getByText(
      'Wallet address changed. Your web3 session has been cleared but your web2 session remains active.',
    ),
  ).toBeVisible();
  await expect(accountMenu(page, 'Eve Email')).toBeVisible();
});

test('an e-mail user connects a wallet from the unified modal: Wallet Linked, then Account Settings', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  await createAccount(page.request, newEmail('uma'), 'Uma Unified');
  await page.goto('/discover?auth=true');
  const modal = dialogNamed(page, 'Authentication');
  await expect(modal).toContainText('Signed in with e-mail');
  await modal.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet Linked', { exact: true })).toBeVisible();
  await expect(dialogNamed(page, 'Account Settings')).toBeVisible();
  expect(await signedInUser(page)).toMatchObject({ walletAddress: wallet.address });
});

test('Dual Authentication for an e-mail account: Sign Out of Wallet keeps the e-mail session, Sign Out of Email ends it', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  const email = newEmail('dora');
  await createAccount(page.request, email, 'Dora Dual');
  await page.goto('/discover');
  // A primary method an earlier visit left on the device is not what decides (ADR 0021).
  await page.evaluate(() => localStorage.setItem('earshot.auth.primary', '"web3"'));
  await accountMenu(page, 'Dora Dual').click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet Linked', { exact: true })).toBeVisible();
  await accountMenu(page, 'Dora Dual').click();
  await expect(page.getByRole('menu')).toContainText('Dual Authentication');
  await signOutSecondaryThenPrimary(
    page,
    'Dora Dual',
    { secondary: 'Wallet', primary: 'Email' },
    async () =>
      expect(await signedInUser(page)).toMatchObject({ email, walletAddress: wallet.address }),
  );
  expect(await signedInUser(page)).toBeNull();
});

test('a wallet-only user who switches account in the wallet is signed in again as the new wallet', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  await walletSignIn(page);
  const first = wallet.short;
  await expect(accountMenu(page, first)).toBeVisible();
  await wallet.switchAccount();
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  expect(wallet.short).not.toBe(first);
  expect(wallet.signatures).toBe(2);
});

test('a wallet-only user whose wallet disconnects is signed out', async ({ page }) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  await walletSignIn(page);
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  await wallet.disconnect();
  await expect(signInButton(page)).toBeVisible();
});

test('a rejected signature leaves the visitor signed out, with the spec’s words', async ({
  page,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  wallet.mode = 'reject-sign';
  await walletSignIn(page);
  await expect(page.getByText('Signature request was rejected by the user')).toBeVisible();
  await expect(dialogNamed(page, 'Sign in to your account')).toBeVisible();
  expect(await signedInUser(page)).toBeNull();
  wallet.mode = 'reject-connect';
  await dialogNamed(page, 'Sign in to your account')
    .getByRole('button', { name: 'Continue with MetaMask' })
    .click();
  await expect(page.getByText('Connection request was rejected by the user')).toBeVisible();
  expect(await signedInUser(page)).toBeNull();
});

test('without a wallet the button is disabled, links to the install page and says MetaMask Required', async ({
  page,
}) => {
  await page.goto('/discover?signup=true');
  const dialog = dialogNamed(page, 'Create your account');
  const button = dialog.getByRole('button', { name: 'Continue with MetaMask' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('link', { name: 'Install MetaMask' })).toHaveAttribute(
    'href',
    'https://metamask.io/download/',
  );
  // aria-disabled keeps it focusable and pressable (Playwright needs force to press it).
  await button.click({ force: true });
  // The toast list sits outside the modal, which hides the rest of the page from the a11y tree.
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.getByText('MetaMask Required')).toBeVisible();
  await expect(toasts.getByText('Please install MetaMask to connect your wallet')).toBeVisible();
});

test('Google linking without a wallet session comes back with its oauth_error notice', async ({
  page,
}) => {
  await page.goto('/api/auth/link-web3-oauth');
  await expect(page).toHaveURL(/\/discover$/);
  await expect(
    page.getByText('Please sign in with your wallet before linking a Google account.'),
  ).toBeVisible();
  await page.goto('/discover?oauth_error=something_new');
  await expect(page.getByText('OAuth linking failed: something_new')).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/);
});

test('a wallet user links Google through the redirect (oauth_success=web3_linked); Google then signs in to the same account', async ({
  page,
  context,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  const person = {
    sub: `google-wallet-${wallet.address.slice(2, 14)}`,
    email: newEmail('gwen'),
    name: 'Gwen Google',
  };
  await context.addCookies([googlePersonCookie(person)]);
  await walletSignIn(page);
  await expect(accountMenu(page, wallet.short)).toBeVisible();

  // Connect Google: our server, the provider, our callback, then /?oauth_success=web3_linked.
  await accountMenu(page, wallet.short).click();
  const back = page.waitForURL(/oauth_success=web3_linked/);
  await page.getByRole('menuitem', { name: 'Connect Google' }).click();
  await back;
  await expect(page.getByText('Google account linked')).toBeVisible();
  await expect(page).not.toHaveURL(/oauth_success/);
  // The notice reloads the page: the account now holds Google's e-mail beside the wallet.
  const name = person.email.split('@')[0] ?? '';
  await expect(accountMenu(page, name)).toBeVisible();
  expect(await signedInUser(page)).toMatchObject({
    email: person.email,
    walletAddress: wallet.address,
  });
  await accountMenu(page, name).click();
  await expect(page.getByRole('menu')).toContainText('Dual Authentication');
  // The wallet opened this session: Sign Out of Email is the secondary and keeps it.
  await signOutSecondaryThenPrimary(page, name, { secondary: 'Email', primary: 'Wallet' });

  // Google now signs in to the same account, with the e-mail as its primary method.
  await page.goto('/discover?signin=true');
  await dialogNamed(page, 'Sign in to your account')
    .getByRole('link', { name: 'Continue with Google' })
    .click();
  await expect(accountMenu(page, name)).toBeVisible();
  expect(await signedInUser(page)).toMatchObject({ walletAddress: wallet.address });
  await accountMenu(page, name).click();
  await signOutSecondaryThenPrimary(page, name, { secondary: 'Wallet', primary: 'Email' });
  expect(await signedInUser(page)).toBeNull();
});

test('the unified auth modal: start, wallet, sign, done; a refusal returns to web3_connect; an error to Try Again', async ({
  page,
}, testInfo) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`unified-${name}.png`) });

  // The top bar's wallet control opens the modal at start.
  await page.goto('/discover');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await shot('top-bar-visitor');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL(/auth=true/);
  const modal = dialogNamed(page, 'Authentication');
  await expect(modal.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  await shot('start');

  // A refused signature returns to web3_connect, with its words; nothing signed.
  wallet.mode = 'reject-sign';
  await modal.getByRole('button', { name: 'Sign in with MetaMask' }).click();
  await expect(modal).toContainText('Approve the connection in MetaMask');
  await shot('web3-connect');
  await modal.getByRole('button', { name: 'Sign in with MetaMask' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Signature request was rejected by the user');
  await shot('web3-connect-rejected');
  expect(await signedInUser(page)).toBeNull();

  // Any other failure goes to error; Try Again returns to start.
  wallet.mode = 'fail-sign';
  await modal.getByRole('button', { name: 'Sign in with MetaMask' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Failed to sign message');
  await expect(modal.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await shot('error');
  await modal.getByRole('button', { name: 'Try Again' }).click();
  await expect(modal.getByRole('button', { name: 'Continue with Email' })).toBeVisible();

  // start -> web3_connect -> sign -> web3_complete: signed in, Connect Email offered.
  wallet.mode = 'approve';
  await modal.getByRole('button', { name: 'Sign in with MetaMask' }).click();
  await modal.getByRole('button', { name: 'Sign in with MetaMask' }).click();
  await expect(modal).toContainText('Wallet connected');
  await expect(modal.getByRole('button', { name: 'Connect Email' })).toBeVisible();
  await shot('web3-complete');
  expect(wallet.signatures).toBe(1);
  expect(await signedInUser(page)).toMatchObject({ walletAddress: wallet.address });

  // Done closes it; the wallet control now shows the wallet and reopens at web3_complete.
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/auth=true/);
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  await shot('top-bar-wallet');
  await page.getByRole('button', { name: `Wallet: ${wallet.short}` }).click();
  await expect(modal).toContainText('Wallet connected');
  await modal.getByRole('button', { name: 'Connect Email' }).click();
  await expect(modal.getByLabel('Mail')).toBeVisible();
  await shot('web3-link-email');
});

test('on load a lost wallet session reconnects with the kept proof, not after 30 minutes or a sign-out', async ({
  page,
  context,
}) => {
  const wallet = new TestWallet(page);
  await wallet.install();
  await walletSignIn(page);
  await expect(accountMenu(page, wallet.short)).toBeVisible();

  // The session cookie is gone (it ended elsewhere): the load reconnects without a signature.
  await context.clearCookies();
  await page.goto('/discover');
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  await expect(page.getByRole('button', { name: `Wallet: ${wallet.short}` })).toBeVisible();
  expect(wallet.signatures).toBe(1);
  expect(await signedInUser(page)).toMatchObject({ walletAddress: wallet.address });

  // A saved web3 state older than 30 minutes is cleared and nothing reconnects.
  await page.evaluate(() => {
    const key = 'earshot.auth.web3';
    const state = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...state, savedAt: Date.now() - 31 * 60_000 }));
  });
  await context.clearCookies();
  await page.goto('/discover');
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('earshot.auth.web3')))
    .toBe('null');
  expect(await signedInUser(page)).toBeNull();

  // Signed in again (the proof, no signature), then Sign Out: the next load stays signed out.
  await walletSignIn(page);
  await expect(accountMenu(page, wallet.short)).toBeVisible();
  await accountMenu(page, wallet.short).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(signInButton(page)).toBeVisible();
  await page.goto('/discover');
  await expect(signInButton(page)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await signedInUser(page)).toBeNull();
  expect(wallet.signatures).toBe(1);
});
