import { expect, test, type Locator } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from '../support/accounts';

/**
 * A toast never covers the open dialog's actions (issue 37, item 10): signing up with an
 * e-mail already registered shows 'Signup Error', and 'Already have an account? Sign in now',
 * the very way out it suggests, stays clear of it and takes the click, on a desktop and a phone.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * The dialog's actions that a toast covers: each is brought into view inside the dialog (which
 * may scroll), then its box must meet no toast's and a click at its centre must land on it.
 */
const coveredActions = (dialog: Locator) =>
  dialog.evaluate((frame) => {
    const toasts = [
      ...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])'),
    ].map((toast) => toast.getBoundingClientRect());
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const action of frame.querySelectorAll<HTMLElement>('button, a, input')) {
      if (action.getClientRects().length === 0) continue;
      action.scrollIntoView({ block: 'nearest' });
      // A link that wraps has a box per line: each must be clear, and the first take the click.
      const boxes = [...action.getClientRects()];
      const first = boxes[0]!;
      const hit = document.elementFromPoint(first.x + first.width / 2, first.y + first.height / 2);
      const name = action.textContent?.trim() || action.getAttribute('aria-label') || action.id;
      const met = boxes.some((box) => toasts.some((toast) => meets(toast, box)));
      if (met || !action.contains(hit)) covered.push(name);
    }
    return covered;
  });

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} the 'Signup Error' toast leaves the sign-up dialog's actions clear`, async ({
    page,
    browser,
  }) => {
    const email = newEmail('ida');
    const other = await browser.newContext();
    await createAccount(other.request, email, 'Ida Already');
    await other.close();

    await page.setViewportSize(size);
    await page.goto('/discover?signup=true');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Get Started' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Signup Error' });
    await expect(toast).toBeVisible();
    // The dialog makes room as the toast comes in (a few frames); well within its 5 s.
    await expect.poll(() => coveredActions(dialog), { timeout: 3_000 }).toEqual([]);
    await expect(toast, 'checked while the toast still showed').toBeVisible();

    await dialog.getByRole('button', { name: 'Sign in now' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  });
}
