import type { FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/inquiries';
import { DATA_URL_MAX_CHARS } from '@shared/limits';
import type { App } from '../../http/context';
import { createAllowance } from '../../http/rate-limits';
import { route } from '../../http/route';
import { recipientKey, type AcknowledgementAllowance } from './inquiry-mails';
import { readContactForm } from './read-contact-form';
import { submitApplication, submitContact, submitQuote, submitSupportTicket, type InquiryDeps } from './submit-inquiries';

export function inquiryRoutes(app: App) {
  const deps: InquiryDeps = { db: app.ctx.database.db, config: app.ctx.config, storage: app.ctx.storage };
  const rateLimit = 'inquiriesPerIp' as const;
  // One counter for the four forms: the cap is on what an address receives, whichever form sent it.
  const acknowledgements = createAllowance(app, 'acknowledgementsPerAddress');
  const mayAcknowledge = (req: FastifyRequest): AcknowledgementAllowance => (email) => acknowledgements(req, recipientKey(email));

  // The quote's reference image travels as a data URL: room for 5 MB of base64 plus the fields.
  route(app, contract.submitQuote, async ({ req, body, optionalCaller }) => submitQuote(deps, body, (await optionalCaller())?.id ?? null, mayAcknowledge(req)), {
    rateLimit, bodyLimit: DATA_URL_MAX_CHARS + 64 * 1024,
  });
  route(app, contract.submitContact, async ({ req }) => {
    const { fields, image } = await readContactForm(req);
    return submitContact(deps, fields, image, mayAcknowledge(req));
  }, { rateLimit });
  route(app, contract.submitSupportTicket, async ({ req, body, optionalCaller }) => submitSupportTicket(deps, body, (await optionalCaller())?.id ?? null, mayAcknowledge(req)), { rateLimit });
  route(app, contract.submitCareerApplication, ({ req, body }) => submitApplication(deps, body, mayAcknowledge(req)), { rateLimit });
}
