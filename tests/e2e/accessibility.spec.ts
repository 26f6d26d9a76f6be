import { test } from '@playwright/test';
import { expectAccessible, walkAdminDesk, walkGuestPages, walkMemberPages } from './accessibility';

// Axe on every page and the dialogs that matter, on a desktop screen (issue 21, point 17): no
// serious or critical violation anywhere. The phone's walk is accessibility.mobile.spec.ts.

test.describe('accessibility on a desktop screen', () => {
  test('the guest’s pages and dialogs have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectAccessible((findings) => walkGuestPages(page, request, findings, false));
  });

  test('a member’s bag, wishlist, checkout, orders and dashboard have no serious or critical violation, at 1440 and 390 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectAccessible((findings) => walkMemberPages(page, request, findings));
  });

  test('the order desk has no serious or critical violation', async ({ browser }) => {
    // A fresh context signing in and every desk page checked by axe: 28-31 s on a busy machine.
    test.setTimeout(90_000);
    await expectAccessible((findings) => walkAdminDesk(browser, findings, { viewport: { width: 1440, height: 900 } }));
  });
});
