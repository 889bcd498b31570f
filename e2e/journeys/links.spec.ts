import { expect, test, type Page } from '@playwright/test';

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to your account' });

test('?signin=true opens the sign-in modal from the bare address and from a deep link', async ({
  page,
}) => {
  await page.goto('/?signin=true');
  await expect(signInDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/discover\?signin=true$/);

  await page.goto('/album/1?signin=true');
  await expect(signInDialog(page)).toBeVisible();
  // Behind the modal (hidden from the accessibility tree while it is open), the album.
  await expect(page).toHaveTitle('First Flight · The Test Pilots · Earshot');
});

test('every page names its tab', async ({ page }) => {
  const titles: Array<[path: string, title: string]> = [
    ['/', 'Discover · Earshot'],
    ['/albums', 'Albums · Earshot'],
    ['/album/1', 'First Flight · The Test Pilots · Earshot'],
    ['/artist/1', 'The Test Pilots · Earshot'],
    ['/playlist/pl-e2e-featured', 'E2E Featured Mix · Earshot'],
    ['/categories/1', 'Jazz · Earshot'],
    ['/terms', 'Terms of Service · Earshot'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('the first Tab offers a way past the sidebar to the page', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('Share copies a link that opens the same album elsewhere', async ({ browser, baseURL }) => {
  const sharer = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  // The copy path: a desktop browser without a share sheet.
  await sharer.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const page = await sharer.newPage();
  await page.goto('/album/1?signin=false');
  await page.getByRole('button', { name: 'Share First Flight' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/album/1`);
  await sharer.close();

  const friend = await browser.newContext();
  const opened = await friend.newPage();
  await opened.goto(link);
  await expect(opened.getByRole('heading', { level: 1, name: 'First Flight' })).toBeVisible();
  await friend.close();
});

test('a link preview of an album carries its title and its address', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/album/1');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(
    '<meta property="og:title" content="First Flight · The Test Pilots · Earshot" />',
  );
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="${baseURL}/album/1" />`));
});
