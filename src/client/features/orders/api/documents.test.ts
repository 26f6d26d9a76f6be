import { describe, expect, it } from 'vitest';
import * as routes from '@shared/contracts/routes';
import { apiUrl } from '../../../lib/api';
import { linkCertificate, linkReceipt } from './documents';

const href = (source: ReturnType<typeof linkReceipt>) => ('href' in source ? source.href : '');

describe('the signed links of the order documents', () => {
  const token = 'AU-10234-abcdefghijklmnopqrstuvwxyz012345';
  it('are the calls\' URLs, as apiUrl writes them', () => {
    expect(linkReceipt(token)).toEqual({ href: apiUrl(routes.trackedReceipt, { params: { token } }) });
    expect(href(linkReceipt(token))).toMatch(new RegExp(`/track/${token}/receipt\\.pdf$`));
    expect(linkCertificate(token, 2)).toEqual({ href: apiUrl(routes.trackedCertificate, { params: { token, piece: 2 } }) });
    expect(href(linkCertificate(token, 2))).toMatch(new RegExp(`/track/${token}/pieces/2/certificate\\.pdf$`));
  });
});
