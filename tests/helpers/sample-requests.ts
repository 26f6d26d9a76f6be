/**
 * A valid request for every call of the shared route table, so the access-control matrix and the
 * bad-input fuzzer start from bodies the contracts accept: a refusal is then about the caller or
 * the one thing a test broke, never an unrelated validation error.
 */
import { uniqueEmail } from './auth';

/** A 1x1 PNG: the smallest image the inquiry routes accept by its bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface MultipartFile { name: string; type: string; bytes: Buffer; field?: string }

/** A multipart/form-data body as a browser's FormData sends it, as request options: request(shop, 'POST', url, multipart(fields)). */
export function multipart(fields: Record<string, string>, files: MultipartFile[] = [], boundary = '----aurum-sample-boundary') {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const billing = {
  name: 'Ada Lovelace', email: 'ada@example.com',
  address: { line1: '12 Bench Street', city: 'Madison', state: 'WI', postal_code: '53703', country: 'US' },
};
export const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };

export const contactFields = () => ({ name: 'Ada Lovelace', email: uniqueEmail('contact'), subject: 'Engraving', message: 'Can you engrave a date on the back?' });

/** JSON bodies the contracts accept, keyed by `METHOD path`; `designId` names a real public design. */
export function validBodies(designId: string): Record<string, unknown> {
  const line = { designId, quantity: 1, customizations: { material: '14k-gold' } };
  return {
    'POST /api/auth/register': { email: uniqueEmail('register'), password: 'Str0ng!pass' },
    'POST /api/auth/resend-confirmation': { email: uniqueEmail('resend') },
    'POST /api/auth/forgot-password': { email: uniqueEmail('forgot') },
    'POST /api/cart': line,
    'PATCH /api/cart/:itemId': { quantity: 2 },
    'POST /api/cart/merge': { items: [line] },
    'POST /api/wishlist': { designId },
    'POST /api/designs/generate': { prompt: 'a sleeping fox curled around a crescent moon', designStyle: 'Minimalist', material: 'Yellow Gold', finish: 'Polished' },
    'POST /api/designs/:id/refine': { change: 'make the fox smaller' },
    'POST /api/reviews': { designId, userName: 'Ada', rating: 5, comment: 'Beautifully made.' },
    'POST /api/quotes/submit': {
      customerName: 'Ada Lovelace', email: uniqueEmail('quote'), budget: '500-1000', size: 'medium',
      specialRequests: 'A date on the back', referenceImage: `data:image/png;base64,${PNG.toString('base64')}`, referenceImageName: 'ref.png',
      design: { id: designId, name: 'Crescent Fox Charm', material: 'Yellow Gold', style: 'Minimalist', imageUrl: '/uploads/designs/x/gold.svg' },
    },
    'POST /api/support-ticket': { name: 'Ada Lovelace', email: uniqueEmail('ticket'), subject: 'Sizing', priority: 'high', category: 'design', message: 'How do I measure my ring size?' },
    'POST /api/career-applications': {
      fullName: 'Ada Lovelace', email: uniqueEmail('career'), phone: '+1 608 555 0100', position: 'design',
      experience: 'mid', portfolio: 'https://ada.example.com', coverLetter: 'I have designed fine jewelry for five years and love engraving work.',
      availability: 'immediate',
    },
    'POST /api/create-payment-intent': { metadata: { cartItems: JSON.stringify([line]), customerEmail: 'ada@example.com', customerName: 'Ada Lovelace' } },
    'POST /api/promo-codes/check': { code: 'WELCOME10', cartItems: [line] },
    'POST /api/admin/promo-codes': { code: `SAMPLE${uniqueEmail('code').replace(/[^a-z0-9]/gi, '').slice(-12).toUpperCase()}`, kind: 'percent', amount: 10 },
    'PATCH /api/admin/promo-codes/:id': { active: false },
    'PATCH /api/admin/reviews/:id': { hidden: true },
    'PATCH /api/admin/designs/:id': { name: 'Crescent Fox Charm', price: 480 },
    'PATCH /api/admin/collections/:id': { description: 'Companions in gold and silver, drawn from life.' },
    'PUT /api/user/address': { email: 'ada@example.com', name: 'Ada Lovelace', address: '12 Bench Street', city: 'Madison', state: 'WI', zipCode: '53703' },
    'PATCH /api/orders/:orderId/shipping': { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    'PATCH /api/orders/:orderId/notes': { notes: 'Engrave carefully' },
    'PATCH /api/orders/:orderId/status': { status: 'in_production' },
    'POST /api/orders/track/resend': { email: uniqueEmail('order-links') },
    'POST /api/chat': { message: 'How long does shipping take?', context: [] },
    'POST /api/admin/inbox/:id/replies': { message: 'Thank you for writing; we will answer within a day.' },
    'PATCH /api/admin/inbox/:id/status': { status: 'in_progress' },
    'POST /api/admin/inbox/:id/offers': { price: 500, material: '14k-gold', message: 'Our price for your piece.' },
  };
}
