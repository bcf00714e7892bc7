import type { ExportUserData } from '../../../shared/api/calls/account';

/** The export as a file the browser saves (Art. 20 DSGVO: a common, machine-readable format). */
export function saveAsJson(data: ExportUserData, filename = 'meine-daten.json'): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
