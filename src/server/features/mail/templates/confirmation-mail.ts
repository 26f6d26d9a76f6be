import { renderLayout, type RenderedMail, type ShopFacts } from './layout';

export interface ConfirmationMailInput {
  shop: ShopFacts;
  /** The single-use confirmation link (valid 24 hours). */
  link: string;
}

export function confirmationMail({ shop, link }: ConfirmationMailInput): RenderedMail {
  const subject = `Confirm your email for ${shop.shopName}`;
  return {
    subject,
    ...renderLayout({
      shop,
      preheader: 'One step left: confirm your email address to open your account.',
      title: 'Confirm your email',
      paragraphs: [
        `Thank you for creating an account with ${shop.shopName}.`,
        'Please confirm your email address to finish. Then you can sign in, keep a bag and a wishlist, and follow your orders.',
      ],
      button: { label: 'Confirm email', url: link },
      after: [
        'This link is valid for 24 hours and can be used once.',
        'If you did not create an account, you can ignore this email.',
      ],
    }),
  };
}
