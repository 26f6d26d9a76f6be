import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support';

// Quotes, contact, support tickets, careers and the information dialogs (issue 7, spec 02 sections
// 3-5, 8 and 9). The server allows 10 submissions per form per hour per IP, so each journey sends
// each form at most once or twice.


/** A 1x1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `email` whose subject matches, in the dev mailbox. */
async function expectMail(request: APIRequestContext, email: string, subject: RegExp): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return false;
        const messages = (await res.json()) as MailMessage[];
        found = messages.find((m) => m.to.toLowerCase().includes(email.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as MailMessage;
}

/** The shown toasts (outside an open modal dialog, so not in the accessibility tree then). */
const toasts = (page: Page) => page.locator('[data-variant]');

async function openFromFooter(page: Page, label: string) {
  await page.getByTestId('site-footer').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Who writes and about what: the fields the contact and ticket forms share, in their order. */
async function fillSender(dialog: Locator, name: string, email: string, subject: string) {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Subject').fill(subject);
}

test.describe('quote', () => {
  test('checks the fields in order, stopping at the first with its toast, message and focus', async ({ page }) => {
    await page.goto('/');
    const dialog = await openFromFooter(page, 'Request a Quote');
    await expect(dialog.getByRole('heading', { name: 'Get Custom Quote' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toasts(page).getByText('Name Required')).toBeVisible();
    await expect(dialog.getByText('Please enter your full name.')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeHidden();

    // Typing clears that field's message; the next failure is the email.
    await dialog.getByLabel('Full Name').fill('Ada Lovelace');
    await expect(dialog.getByText('Please enter your full name.')).toBeHidden();
    await dialog.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toasts(page).getByText('Email Required')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();

    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toasts(page).getByText('Budget Range Required')).toBeVisible();
    await expect(dialog.getByText('Please select your budget range.')).toBeVisible();
    await expect(dialog.getByLabel('Budget Range')).toBeFocused();

    await dialog.getByLabel('Budget Range').selectOption('discuss');
    await dialog.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toasts(page).getByText('Size Required')).toBeVisible();
    await expect(dialog.getByText('Please select the size for your piece.')).toBeVisible();
    await expect(dialog.getByLabel('Size')).toBeFocused();

    // Only images are taken as a reference.
    await dialog.getByLabel('Reference Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(toasts(page).getByText('Invalid File Type')).toBeVisible();
    await expect(dialog.getByTestId('image-preview')).toHaveCount(0);

    // Cancel closes; reopening starts clean.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const again = await openFromFooter(page, 'Request a Quote');
    await expect(again.getByLabel('Full Name')).toHaveValue('');
    await expect(again.getByText('Please select the size for your piece.')).toBeHidden();
  });

  test('a quote from a generated design with a reference image is confirmed and acknowledged by mail', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('a lighthouse on a rocky shore');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    const result = page.getByTestId('design-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    await result.getByRole('button', { name: 'REQUEST A QUOTE', exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Get Custom Quote' })).toBeVisible();
    const summary = dialog.getByTestId('quote-design');
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('img')).toBeVisible();
    await expect(summary).toContainText('Yellow Gold');

    const email = uniqueEmail('quote');
    await dialog.getByLabel('Full Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Budget Range').selectOption({ label: '$500 - $1,000' });
    await dialog.getByLabel('Size').selectOption({ label: 'Medium (15-25mm)' });
    await dialog.getByLabel('Special Requests').fill('A small engraving on the back: 1906.');

    // The image can be removed and chosen again.
    await dialog.getByLabel('Reference Image').setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('image-preview')).toContainText('reference.png');
    await dialog.getByRole('button', { name: 'Remove image' }).click();
    await expect(dialog.getByTestId('image-preview')).toHaveCount(0);
    await dialog.getByLabel('Reference Image').setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('image-preview').getByRole('img')).toBeVisible();

    const sent = page.waitForRequest((req) => req.url().endsWith('/api/quotes/submit') && req.method() === 'POST');
    await dialog.getByRole('button', { name: 'Request a Quote' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.referenceImage).toMatch(/^data:image\/png;base64,/);
    expect(body.referenceImageName).toBe('reference.png');
    expect((body.design as { name: string }).name).toBeTruthy();

    await expect(toasts(page).getByText('Request Confirmed')).toBeVisible();
    await expect(toasts(page).getByText('Our artisans are reviewing your vision. A tailored quote will arrive within 24-48 hours.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({ event: 'conversion', value: 1, currency: 'USD' });

    const mail = await expectMail(request, email, /We received your/i);
    expect(mail.text).toMatch(/24-48 hours/);
  });
});

test.describe('contact and support', () => {
  test('a contact message with an image is sent and acknowledged', async ({ page, request }) => {
    await page.goto('/');
    const dialog = await openFromFooter(page, 'Contact / Submit a Ticket');
    await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();

    const email = uniqueEmail('contact');
    await fillSender(dialog, 'Rosalind Franklin', email, 'Engraving question');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Message').fill('Could you engrave initials on the back of a small pendant?');
    await expect(send).toBeEnabled();

    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(toasts(page).getByText('Invalid File Type')).toBeVisible();
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('image-preview')).toContainText('sketch.png');

    const sent = page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');
    await send.click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(toasts(page).getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectMail(request, email, /We received your/i);
  });

  test('a support ticket from the contact dialog, with its defaults', async ({ page, request }) => {
    await page.goto('/');
    const contact = await openFromFooter(page, 'Contact / Submit a Ticket');
    await contact.getByRole('button', { name: 'Submit a Ticket' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Submit Support Ticket' })).toBeVisible();
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    await expect(dialog.getByLabel('Category')).toHaveValue('general');
    const submit = dialog.getByRole('button', { name: 'Submit Ticket' });
    await expect(submit).toBeDisabled();

    const email = uniqueEmail('ticket');
    await fillSender(dialog, 'Katherine Johnson', email, 'Tracking number');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Category').selectOption('order');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Message').fill('My order shows as shipped but the tracking number does not work yet.');
    await expect(submit).toBeEnabled();

    const sent = page.waitForRequest((req) => req.url().endsWith('/api/support-ticket') && req.method() === 'POST');
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ priority: 'high', category: 'order', subject: 'Tracking number' });
    await expect(toasts(page).getByText('Support Ticket Submitted')).toBeVisible();
    await expect(toasts(page).getByText("We'll respond within 24 hours.")).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectMail(request, email, /We received your/i);
  });
});

test.describe('careers', () => {
  test('Apply Now reveals the form; each rule shows its message; a valid application is submitted', async ({ page, request }) => {
    await page.goto('/');
    const dialog = await openFromFooter(page, 'Join the Team');
    await expect(dialog.getByRole('heading', { name: 'Join the Team' })).toBeVisible();
    for (const talent of ['Craftsperson', 'Technology', 'Design', 'Customer Experience']) {
      await expect(dialog.getByRole('heading', { name: talent, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: /careers@/ })).toBeVisible();

    // Cancel hides the form again.
    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByLabel('Full Name')).toBeHidden();

    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a position',
      'Please select your experience level',
      'Cover letter must be at least 50 characters',
      'Please select your availability',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    const email = uniqueEmail('careers');
    await dialog.getByLabel('Full Name').fill('Mary Anning');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+1 555 010 2030');
    await dialog.getByLabel('Position').selectOption('craftsperson');
    await dialog.getByLabel('Experience').selectOption('senior');
    await dialog.getByLabel('Availability').selectOption('2-weeks');
    await dialog.getByLabel('Portfolio').fill('not a link');
    await dialog.getByLabel('Cover Letter').fill('I love gold.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Please enter a valid portfolio URL')).toBeVisible();
    await expect(dialog.getByText('Cover letter must be at least 50 characters')).toBeVisible();
    await expect(dialog.getByLabel('Portfolio')).toBeFocused();

    await dialog.getByLabel('Portfolio').fill('https://portfolio.example.com/mary');
    await dialog.getByLabel('Cover Letter').fill('I have cast and finished fine jewelry for eight years and would love to join your bench.');
    await expect(dialog.getByText('Cover letter must be at least 50 characters')).toBeHidden();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toasts(page).getByText('Application Submitted')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeHidden();
    await expectMail(request, email, /We received your/i);
  });
});

test.describe('information dialogs', () => {
  test('each opens from the footer or the bar with its title and its sections', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    for (const [label, title, section] of [
      ['Shipping & Delivery', 'Shipping & Delivery', 'Delivery times after dispatch'],
      ['Returns & Exchanges', 'Returns & Exchanges', 'All sales are final'],
      ['Common Questions', 'Common Questions', 'Is your jewelry solid or plated?'],
      ['About', 'Who We Are', 'From words to metal'],
      ['Our Craft', 'Our Craft', 'At the Bench'],
      ['Privacy Policy', 'Privacy Policy', 'Children'],
      ['Terms of Service', 'Terms of Service', 'Governing law'],
    ] as const) {
      await footer.getByRole('button', { name: label, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The questions open one at a time.
    await footer.getByRole('button', { name: 'Common Questions', exact: true }).click();
    const faq = page.getByRole('dialog');
    await expect(faq.getByRole('button')).toHaveCount(10); // nine questions and the close button
    await faq.getByRole('button', { name: 'How long does it take to make my piece?' }).click();
    await expect(faq.getByText(/about 4-6 weeks/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();

    const bar = page.getByTestId('top-bar');
    for (const [label, title, section] of [
      ['Our Gold Standard', 'In Gold We Trust', 'The Measure of Gold'],
      ['One-of-One', 'One-of-One', 'The exclusivity upgrade'],
      ['Prompting Guide', 'Prompting Guide', 'Keep the Vision Singular'],
    ] as const) {
      await bar.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
