import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/api/calls/documents';
import { accountMessages as m } from '../../../shared/messages/account';
import { yearMessages } from '../../../shared/messages/year';
import { messageFor } from '../../api/messageFor';
import { currentUserAtom, useAtomValue } from '../../state';
import {
  Button,
  Card,
  DocumentDamagedError,
  DocumentsTable,
  InlineAlert,
  issuedDay,
  RetryAlert,
  Spinner,
} from '../../ui';
import { downloadDocumentAtom, downloadYearlyProofAtom } from './mutations';
import { useMyDocuments } from './queries';

const yearOf = (iso: string) => issuedDay.format(new Date(iso)).slice(-4);

/** The documents by the calendar year they were issued in, newest year first (the list comes newest first). */
function byYear(documents: readonly DocumentSummary[]): [string, DocumentSummary[]][] {
  const years = new Map<string, DocumentSummary[]>();
  for (const document of documents) {
    const year = yearOf(document.issued_at);
    years.set(year, [...(years.get(year) ?? []), document]);
  }
  return [...years];
}

/** A year whose documents hold hours (de, at): an invoice or an attendance certificate. */
const PROOF_KINDS: readonly DocumentSummary['kind'][] = ['invoice', 'attendance-certificate'];

/**
 * 'Meine Nachweise': every document issued to the learner, as issued, grouped by year; de and at with the
 * year's Jahresnachweis (docs/product-rules.md#yearly-proof).
 */
export function MyDocuments() {
  const documents = useMyDocuments();
  const download = useAtomValue(downloadDocumentAtom);
  const proof = useAtomValue(downloadYearlyProofAtom);
  const country = useAtomValue(currentUserAtom)?.country;
  const [failure, setFailure] = useState<string | null>(null);
  const saveProof = (year: string) => {
    setFailure(null);
    proof.mutate(Number(year), {
      onError: (error) =>
        setFailure(
          error instanceof DocumentDamagedError
            ? m.documentDamaged
            : messageFor(error, { fallback: yearMessages.yearlyProofFailed }),
        ),
    });
  };
  const save = (document: DocumentSummary) => {
    setFailure(null);
    download.mutate(document, {
      onError: (error) =>
        setFailure(
          error instanceof DocumentDamagedError
            ? m.documentDamaged
            : messageFor(error, { fallback: m.documentDownloadFailed }),
        ),
    });
  };
  return (
    <Card as="section" title={m.documentsTitle} className="account__section">
      <p>{m.documentsIntro}</p>
      {country !== 'ch' && <p className="account__muted">{yearMessages.yearlyProofHint}</p>}
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      {documents.isError && !documents.data ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void documents.refetch()}>
          {messageFor(documents.error, { fallback: m.documentsLoadFailed })}
        </RetryAlert>
      ) : !documents.data ? (
        <Spinner />
      ) : documents.data.data.length === 0 ? (
        <p className="account__muted">{m.documentsEmpty}</p>
      ) : (
        byYear(documents.data.data).map(([year, rows]) => (
          <div key={year} className="account__documents-year">
            <DocumentsTable
              documents={rows}
              caption={m.documentsYear(year)}
              detail="issued"
              className="account__documents"
              rowTestId="my-document"
              pendingId={download.isPending ? download.variables?.id : undefined}
              onDownload={save}
            />
            {country !== 'ch' && rows.some((row) => PROOF_KINDS.includes(row.kind)) && (
              <Button
                size="sm"
                variant="secondary"
                isPending={proof.isPending && proof.variables === Number(year)}
                onPress={() => saveProof(year)}
              >
                {yearMessages.yearlyProof(year)}
              </Button>
            )}
          </div>
        ))
      )}
    </Card>
  );
}
