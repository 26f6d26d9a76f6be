import { expect, test, type Page } from '@playwright/test';

// The chat assistant (issue 9): the floating button opens '{shop} Chat' with a welcome message; two
// questions get two answers from the built-in assistant; the conversation survives navigation.

const SHOP_NAME = 'Aurum Atelier';

/** Types a question and sends it with the send button, or with Enter. */
async function ask(page: Page, question: string, how: 'button' | 'enter' = 'button') {
  const chat = page.getByRole('dialog', { name: `${SHOP_NAME} Chat` });
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  if (how === 'enter') await input.press('Enter');
  else await chat.getByRole('button', { name: 'Send message' }).click();
}

test('open the chat, ask two questions, keep the conversation across pages', async ({ page }) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` });
  await expect(launcher).toBeVisible({ timeout: 10_000 });
  await launcher.click();

  const chat = page.getByRole('dialog', { name: `${SHOP_NAME} Chat` });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('heading', { name: `${SHOP_NAME} Chat` })).toBeVisible();
  await expect(chat.getByRole('log')).toContainText(`Welcome to ${SHOP_NAME}`);
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeFocused();

  // A blank message is ignored.
  await ask(page, '   ', 'enter');
  await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);

  await ask(page, 'How long does shipping take to the US?');
  await expect(chat.getByRole('log')).toContainText('2-5 business days');
  await ask(page, 'how much is the silver version of a design that costs $480?', 'enter');
  await expect(chat.getByRole('log')).toContainText('$312');
  await expect(chat.getByRole('log')).toContainText('How long does shipping take to the US?');
  await expect(chat).not.toContainText('Thinking...');

  // Escape closes the window and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();

  // Navigating inside the shop keeps the conversation.
  await page.locator('a[href="/collections"]:visible').first().click();
  await expect(page).toHaveURL(/\/collections$/);
  await page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` }).click();
  await expect(chat.getByRole('log')).toContainText('2-5 business days');
  await expect(chat.getByRole('log')).toContainText('$312');

  // So does loading a page afresh in the same tab.
  await page.goto('/collections');
  await page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` }).click();
  await expect(chat.getByRole('log')).toContainText('$312');
});

test('a page loads the chat button only; the window’s code comes when the button is pointed at', async ({ page }) => {
  const panel: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/chat-panel-[\w-]+\.js$/.test(r.url())) panel.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const launcher = page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` });
  await expect(launcher).toBeVisible();
  expect(panel).toEqual([]);
  await launcher.hover();
  await expect.poll(() => panel.length).toBe(1);
  await launcher.click();
  await expect(page.getByRole('dialog', { name: `${SHOP_NAME} Chat` }).getByRole('textbox', { name: 'Your message' })).toBeFocused();
  expect(panel).toHaveLength(1);
});

test('a failed reply shows the apology as an assistant message', async ({ page }) => {
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong' }) }));
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` }).click();
  await ask(page, 'Hello');
  await expect(page.getByRole('dialog', { name: `${SHOP_NAME} Chat` }).getByRole('log')).toContainText(
    'I apologize, but I encountered an error. Please try again or use the contact information in our footer for direct assistance.',
  );
});
