/** A plain notice in the shop's look, for later features (order paid, shipped, quote received, ...). */
import { renderLayout, type MailButton, type MailSteps, type RenderedMail, type ShopFacts } from './layout';

export interface NoticeMailInput {
  shop: ShopFacts;
  subject: string;
  title: string;
  paragraphs: string[];
  button?: MailButton;
  /** Quieter paragraphs after the button. */
  after?: string[];
  preheader?: string;
  /** A short list of steps before the button (an order's timeline). */
  steps?: MailSteps;
}

export function noticeMail({ shop, subject, title, paragraphs, button, after, preheader, steps }: NoticeMailInput): RenderedMail {
  return { subject, ...renderLayout({ shop, title, paragraphs, button, after, preheader, steps }) };
}
