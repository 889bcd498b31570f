import { expect, test, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';

/**
 * The notices of `?referral=success|error|invalid|self` (spec 1 §2, texts of spec 2 §8): one
 * notice per parameter, on the bare address (redirected to /discover) as on a page, and none to a
 * visitor where it would be false (issue 37, item 12).
 */

/** Counts every toast as it is drawn, texts repeated as often as they appear. */
const countToasts = (page: Page) =>
  page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    Object.assign(window, { e2eToasts: shown });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(toast.querySelector('[data-title]')?.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
const toastsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eToasts: string[] }).e2eToasts);

/**
 * Opens `path` with the parameter, waits until the app has read it and removed it and, when a
 * notice is due, until it shows; then a quiet second and a half, in which a second notice (or a
 * false one: toasts load on demand, after the page) would show.
 */
async function openWith(page: Page, path: string, value: string, due: boolean) {
  await page.goto(`${path}?referral=${value}`);
  await expect(page).toHaveURL((url) => url.pathname === '/discover' && url.search === '');
  if (due) {
    await expect
      .poll(() => toastsShown(page), { message: `${path}?referral=${value}`, timeout: 20_000 })
      .not.toEqual([]);
  }
  await page.waitForTimeout(1500);
}

const MEMBER_NOTICES: Array<[value: string, title: string]> = [
  ['success', 'Welcome Bonus Applied!'],
  ['error', 'Referral Failed'],
  ['invalid', 'Invalid Referral Code'],
  ['self', 'You cannot use your own referral code.'],
];

test('a signed-in listener sees one notice per referral parameter, in the spec’s words', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await countToasts(page);
  await createAccount(page.request, newEmail('noa'), 'Noa Notice');
  for (const path of ['/', '/discover']) {
    for (const [value, title] of MEMBER_NOTICES) {
      await openWith(page, path, value, true);
      expect(await toastsShown(page), `${path}?referral=${value}`).toEqual([title]);
    }
  }
});

test('a visitor sees no notice that would be false for them, and the one that holds', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await countToasts(page);
  for (const path of ['/', '/discover']) {
    for (const value of ['success', 'error', 'self']) {
      await openWith(page, path, value, false);
      expect(await toastsShown(page), `${path}?referral=${value}`).toEqual([]);
    }
    await openWith(page, path, 'invalid', true);
    expect(await toastsShown(page), `${path}?referral=invalid`).toEqual(['Invalid Referral Code']);
  }
});
