import { verifyCertificateCall } from '../../../shared/api/calls/company';
import type { Services } from '../../state';

// The certificate check is a public page reached from a QR code: it loads without TanStack Query.

/** The facts of a certificate by its verification code. */
export const verifyCertificate = (services: Services, code: string) =>
  services.api.call(verifyCertificateCall, { params: { code } });
