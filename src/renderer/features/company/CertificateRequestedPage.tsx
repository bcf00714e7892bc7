import { Navigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { companyMessages as m } from '../../../shared/messages/company';
import { Card, InlineAlert, LinkButton, PageHeader } from '../../ui';
import { companyPath, requestedCourse, routeId } from './companyRules';
import './company.css';

/** …/certificate-requested: shown only for the course whose certificate was requested. */
export function CertificateRequestedPage() {
  const params = useParams();
  const companyId = routeId(params.companyId);
  const courseId = routeId(params.courseId);
  if (
    companyId === null ||
    courseId === null ||
    !requestedCourse.matches(window.sessionStorage, companyId, courseId)
  ) {
    return <Navigate to={PATHS.platform} replace />;
  }
  return (
    <div className="companies">
      <PageHeader title={m.certificateTitle} />
      <Card>
        <InlineAlert tone="success">{m.certificateMailed}</InlineAlert>
        <p className="companies__intro">{m.certificateMailedDetail}</p>
        <div className="companies__actions">
          <LinkButton to={companyPath(companyId)}>{m.toCompany}</LinkButton>
          <LinkButton to={PATHS.platform} variant="secondary">
            {m.backToPlatform}
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
