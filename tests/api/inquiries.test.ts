import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerApplications, contactMessages, mailOutbox, quotes, supportTickets } from '../../src/server/db/schema';
import { extractLinks } from '../../src/server/providers/mail/links';
import { request } from '../helpers/api';
import { PNG, multipart, type MultipartFile } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

// Bytes that only claim to be an image.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const postContact = (fields: Record<string, string>, file?: MultipartFile) => request(shop, 'POST', '/api/contact', multipart(fields, file ? [file] : []));

const mailsTo = async (to: string) => shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const tally = async () => {
  const n = async (t: typeof quotes | typeof contactMessages | typeof supportTickets | typeof careerApplications) => (await shop.database.db.select({ n: count() }).from(t))[0].n;
  return { quotes: await n(quotes), contact: await n(contactMessages), tickets: await n(supportTickets), careers: await n(careerApplications), mails: (await shop.database.db.select({ n: count() }).from(mailOutbox))[0].n };
};
const uploads = (folder: string) => {
  const dir = path.join(shop.config.dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const quote = { customerName: 'Ada Lovelace', email: 'ada@example.com', budget: '500-1000', size: 'medium', specialRequests: 'Engrave "A.L." on the back', design: { name: 'Crescent Fox Charm', material: 'Rose Gold', style: 'Celestial', imageUrl: '/uploads/designs/x/gold.svg' } };
const application = { fullName: 'Katherine Johnson', email: 'kj@example.com', phone: '+1 555 010 2000', position: 'craftsperson', experience: 'senior', portfolio: 'https://example.com/work', coverLetter: 'I have spent eight years at the bench setting stones and finishing castings.', availability: '2-weeks' };

describe('quote requests', () => {
  it('stores the quote with its reference image and mails the shop and the sender', async () => {
    const res = await request(shop, 'POST', '/api/quotes/submit', { body: { ...quote, referenceImage: `data:image/png;base64,${PNG.toString('base64')}`, referenceImageName: 'sketch.png' } });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const [row] = await shop.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ customerName: 'Ada Lovelace', budget: '500-1000', size: 'medium', referenceImageName: 'sketch.png' });
    expect(row.referenceImageUrl).toMatch(/^\/uploads\/quotes\/.+\.png$/);
    expect(row.design).toMatchObject({ name: 'Crescent Fox Charm' });
    const [inbox] = await mailsTo(shop.config.shopInboxEmail);
    expect(inbox.text).toContain('Budget: $500 - $1,000');
    expect(inbox.text).toContain('Crescent Fox Charm');
    const [ack] = await mailsTo('ada@example.com');
    expect(ack.text).toContain('24-48 hours');
  });

  it('refuses the spec’s validation failures, a disguised executable, an SVG and a broken data URL, storing and mailing nothing', async () => {
    const before = await tally();
    const files = uploads('quotes');
    const cases: [unknown, number, RegExp][] = [
      [{ ...quote, customerName: ' ' }, 400, /Please enter your full name/],
      [{ ...quote, email: '' }, 400, /valid email/],
      [{ ...quote, budget: undefined }, 400, /Please select your budget range/],
      [{ ...quote, budget: 'a-lot' }, 400, /budget range/],
      [{ ...quote, size: 'huge' }, 400, /Please select the size/],
      [{ ...quote, referenceImage: `data:image/png;base64,${EXE.toString('base64')}` }, 400, /Invalid File Type/],
      [{ ...quote, referenceImage: `data:image/svg+xml;base64,${SVG.toString('base64')}` }, 400, /Invalid File Type/],
      [{ ...quote, referenceImage: 'data:image/png;base64,@@@not-base64' }, 400, /Invalid File Type/],
      [{ ...quote, referenceImage: `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}` }, 413, /File Too Large/],
      [{ ...quote, price: 1 }, 400, /Unknown field/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await request(shop, 'POST', '/api/quotes/submit', { body: payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 90)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await tally()).toEqual(before);
    expect(uploads('quotes')).toBe(files);
  });
});

describe('links in the shop’s mail (issue 21, point 3)', () => {
  it('takes only the shop’s own design pictures as the design image, with a clear 400, storing and mailing nothing', async () => {
    const before = await tally();
    for (const imageUrl of [
      '@evil.example/phish-login', '.evil.example/x', '//evil.example/x', '/\\evil.example/x', 'https://evil.example/x',
      'javascript:alert(1)', '/uploads/designs/../../x', '/uploads/quotes/x.png', '/api/auth/logout', 'uploads/designs/x/gold.svg',
    ]) {
      const res = await request(shop, 'POST', '/api/quotes/submit', { body: { ...quote, design: { ...quote.design, imageUrl } } });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().error, imageUrl).toBe('The design image must be one of the shop’s own design pictures.');
    }
    expect(await tally()).toEqual(before);
  });

  it('keeps taking what the shop’s client sends: a design render, an empty image, no design at all', async () => {
    for (const design of [quote.design, { ...quote.design, imageUrl: '' }, { ...quote.design, imageUrl: null }, null]) {
      expect((await request(shop, 'POST', '/api/quotes/submit', { body: { ...quote, email: 'links@example.com', design } })).statusCode, JSON.stringify(design)).toBe(200);
    }
  });

  it('links every quote mail only to the shop’s own address', async () => {
    const email = 'only-shop-links@example.com';
    const res = await request(shop, 'POST', '/api/quotes/submit', { body: { ...quote, email, referenceImage: `data:image/png;base64,${PNG.toString('base64')}`, referenceImageName: 'sketch.png' } });
    expect(res.statusCode).toBe(200);
    const shopOrigin = new URL(shop.config.publicUrl).origin;
    const inbox = (await mailsTo(shop.config.shopInboxEmail)).filter((m) => m.text.includes(email));
    const mails = [...inbox, ...(await mailsTo(email))];
    expect(mails).toHaveLength(2);
    const links = mails.flatMap((m) => extractLinks(m.text));
    expect(links).toContain(`${shopOrigin}/uploads/designs/x/gold.svg`);
    for (const link of links) expect(new URL(link).origin, link).toBe(shopOrigin);
  });
});

describe('contact messages (multipart)', () => {
  const fields = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Resizing', message: 'Can a pendant be made smaller?' };

  it('stores the message with an image and mails both sides', async () => {
    const res = await postContact(fields, { name: 'photo.png', type: 'image/png', bytes: PNG });
    expect(res.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row.imageUrl).toMatch(/^\/uploads\/contact\/.+\.png$/);
    expect((await mailsTo('grace@example.com'))[0].text).toContain('within 24 hours');
  });

  it('accepts a message without an image and without a subject', async () => {
    const res = await postContact({ name: 'Grace', email: 'grace2@example.com', message: 'Hello' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses missing fields, a renamed executable, an SVG, an oversized upload cut off mid-stream and JSON, storing nothing', async () => {
    const before = await tally();
    const files = uploads('contact');
    const cases: [Promise<{ statusCode: number; json: () => { error: string } }>, number, RegExp][] = [
      [postContact({ ...fields, name: '' }), 400, /Missing Information: Please fill all required fields/],
      [postContact({ ...fields, message: '  ' }), 400, /Missing Information/],
      [postContact({ ...fields, email: 'nope' }), 400, /valid email/],
      [postContact({ ...fields, extra: 'x' }), 400, /Unknown field/],
      [postContact(fields, { name: 'photo.png', type: 'image/png', bytes: EXE }), 400, /Invalid File Type/],
      [postContact(fields, { name: 'logo.svg', type: 'image/svg+xml', bytes: SVG }), 400, /Invalid File Type/],
      [postContact(fields, { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }), 413, /File Too Large/],
      [postContact(fields, { name: 'photo.png', type: 'image/png', bytes: PNG, field: 'attachment' }), 400, /Unknown field/],
      [request(shop, 'POST', '/api/contact', { body: fields }), 415, /multipart/],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await tally()).toEqual(before);
    expect(uploads('contact')).toBe(files);
  });
});

describe('support tickets and career applications', () => {
  it('opens a ticket with the default priority and category', async () => {
    const res = await request(shop, 'POST', '/api/support-ticket', { body: { name: 'Alan', email: 'alan@example.com', subject: 'Order status', message: 'Where is my order?' } });
    expect(res.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().id));
    expect(row).toMatchObject({ priority: 'medium', category: 'general' });
    expect((await mailsTo('alan@example.com'))[0].text).toContain('within 24 hours');
  });

  it('refuses an incomplete ticket with the spec’s message', async () => {
    const res = await request(shop, 'POST', '/api/support-ticket', { body: { name: 'Alan', email: 'alan@example.com', subject: '', message: 'x' } });
    expect(res.json().error).toBe('Missing Information: Please fill in all required fields');
  });

  it('stores an application and mails the shop and the applicant', async () => {
    const res = await request(shop, 'POST', '/api/career-applications', { body: application });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(shop.config.shopInboxEmail)).some((m) => m.text.includes('Katherine Johnson'))).toBe(true);
  });

  it('checks every rule of section 5', async () => {
    const before = await tally();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'K' }, 'Full name must be at least 2 characters'],
      [{ email: 'kj' }, 'Please enter a valid email address'],
      [{ phone: '555-0100' }, 'Please enter a valid phone number'],
      [{ position: 'ceo' }, 'Please select a position'],
      [{ experience: undefined }, 'Please select your experience level'],
      [{ portfolio: 'javascript:alert(1)' }, 'Please enter a valid portfolio URL'],
      [{ portfolio: 'not a url' }, 'Please enter a valid portfolio URL'],
      [{ coverLetter: 'Too short.' }, 'Cover letter must be at least 50 characters'],
      [{ availability: 'tomorrow' }, 'Please select your availability'],
    ];
    for (const [change, message] of cases) {
      const res = await request(shop, 'POST', '/api/career-applications', { body: { ...application, ...change } });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await request(shop, 'POST', '/api/career-applications', { body: { ...application, portfolio: '' } })).statusCode).toBe(200);
    expect((await tally()).careers).toBe(before.careers + 1);
  });

  it('rate-limits each call per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await request(shop, 'POST', '/api/support-ticket', { ip: '10.41.0.1', body: { name: 'Flood', email: 'f@example.com', subject: 's', message: 'm' } })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('acknowledgements to an unproven address (issue 21, point 4)', () => {
  const spam = 'Thank you, WINNER! Claim your $1000 gift card now at http://evil.example/claim';
  const forms = (email: string) => [
    () => request(shop, 'POST', '/api/quotes/submit', { body: { ...quote, email, customerName: spam, specialRequests: spam, design: { ...quote.design, name: spam } } }),
    () => postContact({ name: spam, email, subject: spam, message: spam }),
    () => request(shop, 'POST', '/api/support-ticket', { body: { name: spam, email, subject: spam, message: spam } }),
    () => request(shop, 'POST', '/api/career-applications', { body: { ...application, fullName: spam, email, coverLetter: `${spam} and more words to pass fifty.`, portfolio: 'http://evil.example/claim' } }),
  ];
  const acknowledgements = (address: string) => shop.database.db.select().from(mailOutbox)
    .where(and(like(mailOutbox.kind, '%-acknowledgement'), sql`lower(${mailOutbox.toAddress}) like ${`${address}%`}`));
  const inboxCopies = async (needle: string) => (await mailsTo(shop.config.shopInboxEmail)).filter((m) => m.text.includes(needle));

  it('says what was received and its reference, without a word the sender wrote; the inbox copy keeps everything', async () => {
    const email = 'winner@example.com';
    for (const submit of forms(email)) expect((await submit()).statusCode).toBe(200);
    const acks = await acknowledgements(email);
    expect(acks.map((m) => m.kind).sort()).toEqual(['application-acknowledgement', 'contact-acknowledgement', 'quote-acknowledgement', 'ticket-acknowledgement']);
    for (const ack of acks) {
      for (const part of [ack.subject, ack.text, ack.html]) {
        expect(part).not.toMatch(/WINNER|gift card|evil\.example|\$1000/);
      }
      expect(ack.text).toMatch(/Your reference is [0-9A-F]{8}/);
      expect(extractLinks(ack.text).every((link) => new URL(link).origin === new URL(shop.config.publicUrl).origin)).toBe(true);
    }
    expect(await inboxCopies(email)).toHaveLength(4);
    expect((await inboxCopies(email)).every((m) => m.text.includes('WINNER'))).toBe(true);
  });

  it('acknowledges four forms an hour per address across the forms and spellings; a fifth still reaches the shop, with the same answer', async () => {
    const email = 'flooded@example.com';
    const spellings = [email, 'Flooded@Example.com', 'flooded+1@example.com', email, 'FLOODED+x@example.com'];
    const all = forms(email);
    const answers: { statusCode: number; body: { success: boolean } }[] = [];
    for (let i = 0; i < spellings.length; i++) {
      const res = await forms(spellings[i])[i % all.length]();
      answers.push({ statusCode: res.statusCode, body: { success: res.json().success } });
    }
    expect(answers).toEqual(Array(5).fill({ statusCode: 200, body: { success: true } }));
    expect(await acknowledgements('flooded')).toHaveLength(4);
    const inbox = await mailsTo(shop.config.shopInboxEmail);
    expect(inbox.filter((m) => /Reply to flooded/i.test(m.text))).toHaveLength(5);
  });
});
