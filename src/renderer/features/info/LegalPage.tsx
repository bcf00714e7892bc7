import { Link, Navigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import {
  LEGAL_DOCUMENTS,
  LEGAL_PAGES,
  legalMessages as m,
  type LegalPage as LegalPageName,
} from '../../../shared/messages/legal';
import { startupAtom, useAtomValue } from '../../state';
import { Card, InlineAlert } from '../../ui';
import { TextDocumentView } from './TextDocumentView';
import './info.css';

const isLegalPage = (value: string | undefined): value is LegalPageName =>
  (LEGAL_PAGES as readonly string[]).includes(value ?? '');

/** The legal pages as a list: the current one as plain text, the others as links. */
function LegalNav({ current, basePath }: { current: LegalPageName; basePath: string }) {
  return (
    <nav aria-label={m.otherPages} className="info-legal-nav">
      <ul>
        {LEGAL_PAGES.map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page">{m.pageTitles[page]}</span>
            ) : (
              <Link to={`${basePath}/${page}`}>{m.pageTitles[page]}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The legal pages under `basePath` (/app/legal-info in the app, /legal for visitors). The operator's data
 * come with /app/init; an unknown sub-page goes to the terms.
 */
export function LegalContent({ basePath }: { basePath: string }) {
  const { page } = useParams();
  const startup = useAtomValue(startupAtom);
  if (!isLegalPage(page)) return <Navigate to={`${basePath}/tos`} replace />;
  const operator = startup.status === 'ready' ? startup.init.operator : undefined;
  return (
    <div className="info-page info-page--legal">
      <LegalNav current={page} basePath={basePath} />
      <Card>
        {operator ? (
          <TextDocumentView document={LEGAL_DOCUMENTS[page](operator)} />
        ) : (
          <InlineAlert tone="error">{m.operatorMissing}</InlineAlert>
        )}
      </Card>
    </div>
  );
}

/** /app/legal-info/{tos,privacy,impressum,accessibility}. */
export function LegalPage() {
  return <LegalContent basePath={PATHS.legalInfo} />;
}
