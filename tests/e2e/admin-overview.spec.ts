import { expect, test } from '@playwright/test';
import { logIn, uniqueEmail } from './support';

// Issue 27, point 5: the desk's Overview at /admin. A ticket sent by a visitor shows among the open
// inbox items and leads into the inbox filtered to tickets; the trade chart switches between days and
// weeks; nothing on the page scrolls sideways on a phone.

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@aurumatelier.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Atelier-admin-2025';

test('the admin reads how the shop is doing and goes from an open ticket to the inbox', async ({ page, request }) => {
  const sent = await request.post('/api/support-ticket', {
    data: { name: 'Overview Visitor', email: uniqueEmail('overview'), subject: 'Chain length', priority: 'medium', category: 'general', message: 'Which chain suits a 20 mm pendant?' },
  });
  expect(sent.ok()).toBe(true);

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const figure of ['figure-orders', 'figure-revenue', 'figure-waiting', 'figure-designs']) await expect(page.getByTestId(figure)).toBeVisible();

  // Thirty days of bars, then twelve weeks.
  const chart = page.getByTestId('trade-chart');
  await expect(chart.locator('svg > g')).toHaveCount(30);
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /^Revenue over the last 30 days: \d+ orders, \$[\d,]+ in all$/);
  await page.getByRole('radio', { name: 'By week' }).click();
  await expect(chart.locator('svg > g')).toHaveCount(12);

  const tickets = page.getByTestId('overview-inbox-kind').filter({ hasText: 'Ticket' });
  await expect(tickets).toContainText(/[1-9]\d* new/);
  await tickets.click();
  await expect(page).toHaveURL(/\/admin\/inbox\?kind=ticket$/);
  await expect(page.getByText('Which chain suits a 20 mm pendant?').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByTestId('overview-queue')).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(sideways).toBe(false);
});
