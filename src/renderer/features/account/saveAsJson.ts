import type { ExportUserData } from '../../../shared/api/calls/account';
import { saveFile } from '../../ui';

/** The export as a file the browser saves (Art. 20 DSGVO: a common, machine-readable format). */
export function saveAsJson(data: ExportUserData, filename = 'meine-daten.json'): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
}
