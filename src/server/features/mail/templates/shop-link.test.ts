import { describe, expect, it } from 'vitest';
import { shopLink } from './shop-link';

const shop = { publicUrl: 'https://shop.example' };

describe('shopLink', () => {
  it('resolves a path on the shop’s address, with its query encoded', () => {
    expect(shopLink(shop, '/uploads/designs/x/gold.svg')).toBe('https://shop.example/uploads/designs/x/gold.svg');
    expect(shopLink(shop, '/checkout/success', { session_id: 'pi_1&x=2' })).toBe('https://shop.example/checkout/success?session_id=pi_1%26x%3D2');
  });

  it('refuses what concatenation would have turned into another site’s address', () => {
    for (const path of ['@evil.example/phish-login', '.evil.example/x', '//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'javascript:alert(1)']) {
      expect(() => shopLink(shop, path), path).toThrow(/must stay on the shop/);
    }
  });
});
