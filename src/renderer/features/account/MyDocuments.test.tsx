import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSummary } from '../../../shared/api/calls/documents';
import { accountMessages as m } from '../../../shared/messages/account';
import { documentsMessages as d } from '../../../shared/messages/documents';
import { yearMessages } from '../../../shared/messages/year';
import { captureSavedFiles, setupApp, user } from '../../testing/appHarness';
import { MyDocuments } from './MyDocuments';

const PDF = Buffer.from('%PDF-1.7 Rechnung RE-2026-000042');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const summary = (overrides: Partial<DocumentSummary>): DocumentSummary => ({
  id: 1,
  kind: 'invoice',
  number: 'RE-2026-000042',
  filename: 'Rechnung-RE-2026-000042.pdf',
  content_type: 'application/pdf',
  size: PDF.length,
  sha256: sha(PDF),
  issued_at: '2026-03-02T10:00:00.000Z',
  order_id: 7,
  ...overrides,
});

const documents = [
  summary({}),
  summary({
    id: 2,
    kind: 'attendance-certificate',
    number: 'TB-2026-000042',
    filename: 'Teilnahmebescheinigung-RE-2026-000042.pdf',
  }),
  // 31 December 23:30 UTC is already New Year in Berlin.
  summary({
    id: 3,
    kind: 'company-certificate',
    number: 'AB12-CD34-EF56',
    order_id: null,
    issued_at: '2025-12-31T23:30:00.000Z',
  }),
  summary({ id: 4, number: 'RE-2025-000007', issued_at: '2025-06-30T08:00:00.000Z' }),
];

const PROOF = Buffer.from('%PDF-1.7 Jahresnachweis 2025');

function setup(content: Buffer) {
  const app = setupApp(
    {
      'GET /users/me/documents': { data: { data: documents } },
      'GET /users/me/yearly-proofs/2025': {
        data: {
          year: 2025,
          document_id: 9,
          filename: 'Jahresnachweis-2025.pdf',
          content_type: 'application/pdf',
          sha256: sha(PROOF),
          content_base64: PROOF.toString('base64'),
        },
      },
      'GET /users/me/documents/1': {
        data: { ...documents[0], content_base64: content.toString('base64') },
      },
    },
    user(),
  );
  app.renderAt(<MyDocuments />, '/app/my-account');
  return app;
}

let saved: Blob[] = [];
beforeEach(() => {
  saved = captureSavedFiles().files;
});
afterEach(() => vi.restoreAllMocks());

describe('Meine Nachweise', () => {
  it('groups the documents by their year in Berlin, newest first', async () => {
    setup(PDF);
    const tables = await screen.findAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')!.textContent)).toEqual([
      m.documentsYear('2026'),
      m.documentsYear('2025'),
    ]);
    const rows2026 = within(tables[0]!).getAllByTestId('my-document');
    expect(rows2026.map((row) => row.textContent)).toEqual([
      `${d.documentKinds.invoice}RE-2026-00004202.03.2026${d.documentDownload}`,
      `${d.documentKinds['attendance-certificate']}TB-2026-00004202.03.2026${d.documentDownload}`,
      `${d.documentKinds['company-certificate']}AB12-CD34-EF5601.01.2026${d.documentDownload}`,
    ]);
    expect(within(tables[1]!).getAllByTestId('my-document')).toHaveLength(1);
  });

  it('saves a document whose bytes match the SHA-256 it was issued with', async () => {
    const app = setup(PDF);
    await userEvent.click(
      await screen.findByRole('button', {
        name: d.documentDownloadLabel(d.documentKinds.invoice, 'RE-2026-000042'),
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Buffer.from(await saved[0]!.arrayBuffer()).equals(PDF)).toBe(true);
    expect(saved[0]!.type).toBe('application/pdf');
    expect(app.sent('GET', '/users/me/documents/1')).toHaveLength(1);
  });

  it('refuses to save bytes that differ from the issued ones, and says so', async () => {
    setup(Buffer.from('%PDF-1.7 verändert'));
    await userEvent.click(
      await screen.findByRole('button', {
        name: d.documentDownloadLabel(d.documentKinds.invoice, 'RE-2026-000042'),
      }),
    );
    expect(await screen.findByText(m.documentDamaged)).toBeDefined();
    expect(saved).toHaveLength(0);
  });

  it("offers each year's Jahresnachweis and saves it when its bytes match", async () => {
    const app = setup(PDF);
    await screen.findAllByRole('table');
    expect(screen.getByRole('button', { name: yearMessages.yearlyProof('2026') })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: yearMessages.yearlyProof('2025') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Buffer.from(await saved[0]!.arrayBuffer()).equals(PROOF)).toBe(true);
    expect(app.sent('GET', '/users/me/yearly-proofs/2025')).toHaveLength(1);
  });
});
