import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { verificationCode, type CertificateVerification } from '../../../shared/api/calls/company';
import { commonMessages } from '../../../shared/messages/common';
import { companyMessages as m } from '../../../shared/messages/company';
import { isHttpError } from '../../api/http';
import { useServices } from '../../state';
import { Card, InlineAlert, Spinner } from '../../ui';
import { verifyCertificate } from './requests';
import './company.css';

type State =
  | { phase: 'loading' }
  | { phase: 'found'; certificate: CertificateVerification }
  | { phase: 'not-found' }
  | { phase: 'failed' };

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * /verify/{code}: the public check of a company certificate, reached through its QR code. No sign-in;
 * it shows participant, course, company, date and whether it is valid or revoked (since when), nothing else.
 */
export function VerifyCertificatePage() {
  const services = useServices();
  const parsed = verificationCode.safeParse(useParams().code ?? '');
  const code = parsed.success ? parsed.data : null;
  const [state, setState] = useState<State>({ phase: code ? 'loading' : 'not-found' });

  useEffect(() => {
    if (!code) return;
    let live = true;
    verifyCertificate(services, code).then(
      (certificate) => live && setState({ phase: 'found', certificate }),
      (error: unknown) =>
        live && setState({ phase: isHttpError(error) && error.status === 404 ? 'not-found' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [services, code]);

  return (
    <main className="verify-page">
      <p className="verify-page__product">{commonMessages.productName}</p>
      <h1 className="verify-page__title">{m.verifyTitle}</h1>
      {state.phase === 'loading' && <Spinner />}
      {state.phase === 'not-found' && <InlineAlert tone="error">{m.verifyNotFound}</InlineAlert>}
      {state.phase === 'failed' && <InlineAlert tone="error">{m.verifyFailed}</InlineAlert>}
      {state.phase === 'found' && (
        <Card>
          <InlineAlert tone={state.certificate.status === 'valid' ? 'success' : 'error'}>
            {state.certificate.status === 'valid'
              ? m.verifyValid
              : state.certificate.revoked_at
                ? m.verifyRevokedSince(formatDate(state.certificate.revoked_at))
                : m.verifyRevoked}
          </InlineAlert>
          <dl className="verify-page__facts">
            <dt>{m.verifyParticipant}</dt>
            <dd>{state.certificate.participant}</dd>
            <dt>{m.verifyCourse}</dt>
            <dd>{state.certificate.course}</dd>
            <dt>{m.verifyCompany}</dt>
            <dd>{state.certificate.company}</dd>
            <dt>{m.verifyDate}</dt>
            <dd>{formatDate(state.certificate.issued_at)}</dd>
            {state.certificate.revoked_at && (
              <>
                <dt>{m.verifyRevokedAt}</dt>
                <dd data-testid="verify-revoked-at">{formatDate(state.certificate.revoked_at)}</dd>
              </>
            )}
            <dt>{m.verifyCode}</dt>
            <dd>{code}</dd>
          </dl>
        </Card>
      )}
    </main>
  );
}
