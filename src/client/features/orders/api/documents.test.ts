import { describe, expect, it } from 'vitest';
import * as routes from '@shared/contracts/routes';
import { apiUrl } from '../../../lib/api';
import { linkCertificate, linkReceipt } from './documents';

describe('the signed links of the order documents', () => {
  const token = 'AU-10234-abcdefghijklmnopqrstuvwxyz012345';
  it('are the calls\' URLs, as apiUrl writes them', () => {
    expect(linkReceipt(token)).toEqual({ href: apiUrl(routes.trackedReceipt, { params: { token } }) });
    expect(linkReceipt(token).href).toMatch(new RegExp(`/track/${token}/receipt\\.pdf$`));
    expect(linkCertificate(token, 2)).toEqual({ href: apiUrl(routes.trackedCertificate, { params: { token, piece: 2 } }) });
    expect(linkCertificate(token, 2).href).toMatch(new RegExp(`/track/${token}/pieces/2/certificate\\.pdf$`));
  });
});
