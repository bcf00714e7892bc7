import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/api/calls/documents';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Card, DocumentDamagedError, DocumentsTable, InlineAlert, type DocumentsTableProps } from '../../ui';
import { adminDocumentDownloadAtom } from './mutations';

interface DocumentsCardProps extends Pick<
  DocumentsTableProps,
  'documents' | 'caption' | 'detail' | 'rowTestId'
> {
  title: string;
  /** What the card says where there are no documents. */
  empty: string;
  /** The sentence for a download that failed without a reason of its own. */
  fallback: string;
}

/** Documents as issued, in a card of the back office; a download is saved only if its SHA-256 matches. */
export function DocumentsCard({ title, empty, fallback, documents, ...table }: DocumentsCardProps) {
  const download = useAtomValue(adminDocumentDownloadAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const save = (document: DocumentSummary) => {
    setFailure(null);
    download.mutate(document.id, {
      onError: (error) =>
        setFailure(
          error instanceof DocumentDamagedError ? m.documentDamaged : messageFor(error, { fallback }),
        ),
    });
  };
  return (
    <Card as="section" title={title}>
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      {documents.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <DocumentsTable
            {...table}
            documents={documents}
            captionHidden
            className="admin-table"
            pendingId={download.isPending ? download.variables : undefined}
            onDownload={save}
          />
        </div>
      )}
    </Card>
  );
}
