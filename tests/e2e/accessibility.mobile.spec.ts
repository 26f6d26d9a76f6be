import { devices, test } from '@playwright/test';
import { expectAccessible, walkAdminDesk, walkGuestPages } from './accessibility';

// Axe on every page and the dialogs that matter, on a phone (issue 21, point 17): the compact top
// bar, the menu sheet and the full-height dialogs have no serious or critical violation either. The
// member's pages are walked at 390 px by the desktop journey's member (one sign-up for both widths).

test.describe('accessibility on a phone', () => {
  test('the guest’s pages, the menu and the dialogs have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectAccessible((findings) => walkGuestPages(page, request, findings, true));
  });

  test('the order desk has no serious or critical violation', async ({ browser }) => {
    // A fresh context signing in and every desk page checked by axe: near the 30 s default when busy.
    test.setTimeout(90_000);
    await expectAccessible((findings) => walkAdminDesk(browser, findings, devices['Pixel 7']));
  });
});
