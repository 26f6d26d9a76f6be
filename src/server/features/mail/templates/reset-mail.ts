import { renderLayout, type RenderedMail, type ShopFacts } from './layout';

export interface ResetMailInput {
  shop: ShopFacts;
  /** The single-use link to the reset screen (valid 1 hour). */
  link: string;
}

export function resetMail({ shop, link }: ResetMailInput): RenderedMail {
  const subject = `Set a new password for ${shop.shopName}`;
  return {
    subject,
    ...renderLayout({
      shop,
      preheader: 'A link to set a new password, valid for one hour.',
      title: 'Set a new password',
      paragraphs: [`We received a request to reset the password of your ${shop.shopName} account.`, 'Choose a new one here:'],
      button: { label: 'Set a new password', url: link },
      after: [
        'This link is valid for 1 hour and can be used once.',
        'If you did not ask for this, you can ignore this email. Your password stays as it is.',
      ],
    }),
  };
}
