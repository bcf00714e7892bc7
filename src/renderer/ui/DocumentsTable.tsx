import type { DocumentSummary } from '../../shared/api/calls/documents';
import { documentsMessages as m } from '../../shared/messages/documents';
import { Button } from './Button';
import './DocumentsTable.css';

/** The day a document was issued, in Berlin (where the calendar year of a document is counted). */
export const issuedDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export interface DocumentsTableProps {
  documents: readonly DocumentSummary[];
  caption: string;
  /** The caption for screen readers only, where a title above already names the table. */
  captionHidden?: boolean;
  /** The third column: the day each was issued, or the SHA-256 its download is checked against. */
  detail: 'issued' | 'hash';
  /** The table's look where it stands (the learner's account, the back office). */
  className: string;
  rowTestId: string;
  /** The document whose download is under way. */
  pendingId?: number | undefined;
  onDownload: (document: DocumentSummary) => void;
}

/** Archived documents as issued: kind, number, day or hash, and a download each. */
export function DocumentsTable({
  documents,
  caption,
  captionHidden = false,
  detail,
  className,
  rowTestId,
  pendingId,
  onDownload,
}: DocumentsTableProps) {
  return (
    <table className={className}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.documentKind}</th>
          <th scope="col">{m.documentNumber}</th>
          <th scope="col">{detail === 'issued' ? m.documentDate : m.documentHash}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => {
          const kind = m.documentKinds[document.kind];
          return (
            <tr key={document.id} data-testid={rowTestId}>
              <th scope="row">{kind}</th>
              <td className="ui-documents__nowrap">{document.number}</td>
              {detail === 'issued' ? (
                <td className="ui-documents__nowrap">{issuedDay.format(new Date(document.issued_at))}</td>
              ) : (
                <td>
                  <code className="ui-documents__hash">{document.sha256}</code>
                </td>
              )}
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={m.documentDownloadLabel(kind, document.number)}
                  isPending={pendingId === document.id}
                  onPress={() => onDownload(document)}
                >
                  {m.documentDownload}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
