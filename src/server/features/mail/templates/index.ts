export { confirmationMail, type ConfirmationMailInput } from './confirmation-mail';
export { resetMail, type ResetMailInput } from './reset-mail';
export { noticeMail, type NoticeMailInput } from './notice-mail';
export { escapeHtml, renderLayout, type MailButton, type MailSteps, type RenderedMail, type ShopFacts } from './layout';
export { shopLink } from './shop-link';
