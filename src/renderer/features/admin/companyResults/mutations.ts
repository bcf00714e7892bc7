import {
  certificateRevokeCall,
  certificatesArchiveCall,
  participantRemoveCall,
  resultsExportCall,
  type ExportFile,
  type ResultsExportFormat,
} from '../../../../shared/api/calls/companyResults';
import { mutationAtom, type Services } from '../../../state';
import { saveFile } from '../../../ui';
import { adminCall } from '../queries';
import { resultsKeys } from './queries';

/** Every write changes the participants' list: all of the results' cache is refetched. */
const forgetResults = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: resultsKeys.all });

/** Hands an export to the browser's download. */
const save = (file: ExportFile) => {
  const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: file.content_type }), file.filename);
};

export const participantRemoveAtom = mutationAtom((services) => ({
  mutationFn: ({ company, course, participant }: { company: number; course: number; participant: number }) =>
    adminCall(services, participantRemoveCall, { params: { company, companyCourse: course, participant } }),
  onSuccess: () => forgetResults(services),
}));

export const certificateRevokeAtom = mutationAtom((services) => ({
  mutationFn: ({ company, code, reason }: { company: number; code: string; reason: string }) =>
    adminCall(services, certificateRevokeCall, { params: { company, code }, body: { reason } }),
  onSuccess: () => forgetResults(services),
}));

/** The results as CSV or XLSX, or the course's certificates as a ZIP, saved as a download. */
export const resultsDownloadAtom = mutationAtom((services) => ({
  mutationFn: async ({
    company,
    course,
    kind,
  }: {
    company: number;
    course: number;
    kind: ResultsExportFormat | 'zip';
  }) => {
    const file =
      kind === 'zip'
        ? await adminCall(services, certificatesArchiveCall, { params: { company, companyCourse: course } })
        : await adminCall(services, resultsExportCall, {
            params: { company, companyCourse: course },
            query: { format: kind },
          });
    save(file);
    return file.filename;
  },
}));
