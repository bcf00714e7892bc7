import { Navigate } from 'react-router-dom';
import { COUNTRY_GATE_REDIRECT } from '../../../shared/domain/countryGate';
import { COURSE_DESCRIPTION } from '../../../shared/messages/info';
import { countryAtom, currentUserAtom, useAtomValue } from '../../state';
import { Card } from '../../ui';
import { TextDocumentView } from './TextDocumentView';
import './info.css';

/**
 * /app/course-description (de and at). The route guard already sends other countries to /; the page checks
 * again so it never shows a text that is not meant for the country.
 */
export function CourseDescriptionPage() {
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country ?? null;
  if (country !== 'de' && country !== 'at') return <Navigate to={COUNTRY_GATE_REDIRECT} replace />;
  return (
    <div className="info-page">
      <Card>
        <TextDocumentView document={COURSE_DESCRIPTION[country]} />
      </Card>
    </div>
  );
}
