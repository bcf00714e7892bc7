import { Navigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { platformMessages as m } from '../../../shared/messages/platform';
import { Card, InlineAlert, LinkButton, PageHeader } from '../../ui';
import { companyPath, requestedCourse, routeId } from './platformRules';
import './platform.css';

/** …/certificate-requested: shown only for the course whose certificate was requested (SPEC §2). */
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
    <div className="platform">
      <PageHeader title={m.certificateTitle} />
      <Card>
        <InlineAlert tone="success">{m.certificateMailed}</InlineAlert>
        <p className="platform__intro">{m.certificateMailedDetail}</p>
        <div className="platform__actions">
          <LinkButton to={companyPath(companyId)}>{m.toCompany}</LinkButton>
          <LinkButton to={PATHS.platform} variant="secondary">
            {m.backToPlatform}
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
