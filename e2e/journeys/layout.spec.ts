import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';

/**
 * The shell is exactly the window's height at every width; only its own regions (the sidebar,
 * the page, the player panel) scroll, and the document never does (issue 37, item 1). Wheeling
 * a region past its end, or over the invite banner, must not move the page off into black.
 */

/** Every route of spec 1 §2 (with seed ids), and one that is not a route. */
const ROUTES = [
  '/discover',
  '/liked',
  '/trending',
  '/trending-playlist',
  '/categories',
  '/categories/1',
  '/artists',
  '/artist/1',
  '/albums',
  '/album/1',
  '/ranking',
  '/create-playlist',
  '/playlist/pl-e2e-featured',
  '/profile',
  '/profile/ep-history',
  '/user/settings',
  '/boost',
  '/referral',
  '/search?q=E2E',
  '/auth/error',
  '/terms',
  '/privacy',
  '/no-such-page',
];

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The document's own scroll: its height beyond the window and how far it is scrolled. */
const documentScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return { overflow: root.scrollHeight - window.innerHeight, top: root.scrollTop };
  });

/**
 * Absolutely positioned elements (visually hidden labels above all) whose containing block lies
 * outside the scrolling region they are drawn in: they sit where the region's content would be
 * without its scroll, so they stretch the document instead of scrolling with their row.
 */
const escapedFromTheirRegion = (page: Page) =>
  page.evaluate(() => {
    const scrolls = (element: Element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY);
    const escaped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
      if (getComputedStyle(element).position !== 'absolute') continue;
      let region = element.parentElement;
      while (region && !scrolls(region)) region = region.parentElement;
      const block = element.offsetParent;
      if (region && block && !region.contains(block)) {
        escaped.push(`${element.textContent?.trim() || element.className} (in ${region.tagName})`);
      }
    }
    return escaped;
  });

/** The visible regions a person can turn the wheel over. */
function regions(page: Page): Array<[name: string, locator: Locator]> {
  return [
    ['top bar', page.getByRole('banner')],
    ['invite banner', page.getByRole('region', { name: 'Invite friends' })],
    ['sidebar', page.getByRole('navigation', { name: 'Sidebar' })],
    ['page', page.locator('main')],
    ['player panel', page.getByRole('complementary', { name: 'Player' })],
  ];
}

/** Turns the wheel over the middle of `region`, well past the end of anything it holds. */
async function wheelOver(page: Page, region: Locator) {
  // Not every page has every region: the panel is hidden on /auth/error, for one.
  if (!(await region.isVisible())) return false;
  const box = await region.boundingBox();
  if (!box || box.width === 0 || box.height === 0) return false;
  const viewport = page.viewportSize()!;
  const x = box.x + box.width / 2;
  const y = Math.min(box.y + box.height / 2, viewport.height - 4);
  if (y < 0 || x < 0 || x > viewport.width) return false;
  await page.mouse.move(x, y);
  for (let turn = 0; turn < 3; turn += 1) await page.mouse.wheel(0, 3000);
  // A scroll runs on the compositor after the wheel returns: let it land before reading it.
  await page.waitForTimeout(250);
  return true;
}

/** The routes in groups of six, a test each, so that one slow page does not time out the rest. */
const GROUPS = Array.from({ length: Math.ceil(ROUTES.length / 6) }, (_, i) =>
  ROUTES.slice(i * 6, i * 6 + 6),
);

for (const size of SIZES) {
  for (const group of GROUPS) {
    test(`at ${size.width}×${size.height} the document never scrolls, wheeled over every region of ${group.join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await createAccount(page.request, newEmail('wes'), 'Wes Wheel');
      await page.setViewportSize(size);
      for (const route of group) {
        await page.goto(route);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        expect(await escapedFromTheirRegion(page), route).toEqual([]);
        expect((await documentScroll(page)).overflow, route).toBeLessThanOrEqual(0);
        for (const [name, region] of regions(page)) {
          if (!(await wheelOver(page, region))) continue;
          const after = await documentScroll(page);
          expect(after.top, `${route}, wheeled over the ${name}`).toBe(0);
          expect(after.overflow, `${route}, wheeled over the ${name}`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
}

test('at 900×800 the expanded sidebar opens over the page, on a scrim, and Escape or a click outside closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/discover');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const main = page.locator('main');
  const scrim = page.getByTestId('sidebar-scrim');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  const pageWidth = (await main.boundingBox())!.width;
  expect(pageWidth).toBeGreaterThan(300);

  const expand = () => sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expand();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(200);
  // The page keeps its width under the sidebar; a scrim lies over it.
  expect((await main.boundingBox())!.width).toBe(pageWidth);
  await expect(scrim).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Discover', exact: true })).toBeInViewport({
    ratio: 1,
  });

  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(scrim).toBeHidden();

  await expand();
  await expect(scrim).toBeVisible();
  // A click outside, on the page, closes the sidebar and does nothing to the page under it.
  const box = (await main.boundingBox())!;
  await page.mouse.click(box.x + box.width - 40, box.y + 60);
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(scrim).toBeHidden();
  await expect(page).toHaveURL(/\/discover$/);

  // A link followed from the open sidebar closes it too.
  await expand();
  await sidebar.getByRole('link', { name: 'Top trending', exact: true }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  expect((await main.boundingBox())!.width).toBe(pageWidth);
});
