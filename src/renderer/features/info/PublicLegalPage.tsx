import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { legalMessages as m } from '../../../shared/messages/legal';
import { Logo } from '../../ui';
import { LegalContent } from './LegalPage';
import './info.css';

/**
 * /legal/{tos,privacy,impressum,accessibility}: the legal pages for visitors, so the terms and the privacy
 * policy the sign-up asks to accept can be read first. Signed-in users have them in the app under
 * /app/legal-info.
 */
export function PublicLegalPage() {
  return (
    <div className="info-public">
      <header className="info-public__header">
        <Logo size={40} />
        <Link to={PATHS.signup}>{m.backToSignup}</Link>
      </header>
      <main id="main" tabIndex={-1} className="info-public__main">
        <h1 className="info-public__title">{m.heading}</h1>
        <LegalContent basePath={PATHS.legal} />
      </main>
    </div>
  );
}
