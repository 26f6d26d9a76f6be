/** The mails an account receives, written to the outbox in the caller's transaction. */
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail/enqueue-mail';
import { confirmationMail, noticeMail, resetMail } from '../mail/templates';
import { emailLink, issueEmailToken } from './email-links';

type User = { id: string; email: string };

export async function queueConfirmationMail(tx: DbOrTx, config: Config, user: User) {
  const token = await issueEmailToken(tx, user.id, 'signup');
  const mail = confirmationMail({ shop: config, link: emailLink(config.publicUrl, token, 'signup') });
  await enqueueMail(tx, { kind: 'confirmation', to: user.email, ...mail }, config);
}

export async function queueResetMail(tx: DbOrTx, config: Config, user: User) {
  const token = await issueEmailToken(tx, user.id, 'recovery');
  const mail = resetMail({ shop: config, link: emailLink(config.publicUrl, token, 'recovery') });
  await enqueueMail(tx, { kind: 'reset', to: user.email, ...mail }, config);
}

/** Someone signed up with an address that already has a confirmed account: tell its owner, reveal nothing to the form. */
export async function queueAccountExistsMail(tx: DbOrTx, config: Config, user: User) {
  const mail = noticeMail({
    shop: config,
    subject: `Your ${config.shopName} account`,
    title: 'You already have an account',
    paragraphs: [
      'Someone, perhaps you, tried to create an account with this email address. You already have one, so nothing has changed.',
      'If you have forgotten your password, you can set a new one from the login form.',
    ],
    button: { label: 'Log in', url: `${config.publicUrl}/?auth=login` },
    after: ['If this was not you, you can ignore this message.'],
  });
  await enqueueMail(tx, { kind: 'account-exists', to: user.email, ...mail }, config);
}
