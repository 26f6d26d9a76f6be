import { describe, it, expect } from 'vitest';
import { messages } from './index';

describe('messages', () => {
  it('builds the texts that depend on a value', () => {
    expect(messages.designLab.countdown(42)).toBe('YOUR DESIGN WILL APPEAR HERE IN LESS THAN 42 SECONDS');
    expect(messages.collections.page(2, 5)).toBe('Page 2 of 5');
    expect(messages.checkout.submit(1234)).toBe('Complete Order - $1,234');
    expect(messages.wishlist.saved(1)).toBe('1 item saved');
    expect(messages.wishlist.saved(3)).toBe('3 items saved');
    expect(messages.bag.subtotal(1)).toBe('Subtotal (1 item)');
    expect(messages.contact.failed('help@example.com').description).toBe(
      'Please try again or contact us directly at help@example.com',
    );
    expect(messages.checkout.paymentSuccess('AU-1').description).toBe('Your order AU-1 has been placed successfully.');
    expect(messages.admin.found(3)).toBe('Found 3 order(s)');
    expect(messages.dashboard.welcome('jane.doe@example.com')).toBe('Welcome, jane.doe');
  });
  it('falls back to the generic payment text without a provider message', () => {
    expect(messages.checkout.paymentFailed().description).toBe('There was an error processing your payment.');
    expect(messages.checkout.paymentFailed('Your card was declined.').description).toBe('Your card was declined.');
  });
});
