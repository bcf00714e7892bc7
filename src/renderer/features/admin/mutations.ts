import { adminSignInCall, adminSignOutCall, adminVerifyCall } from '../../../shared/api/calls/admin';
import {
  deskApproveCall,
  deskCreateCall,
  deskEditCall,
  deskExportCall,
  deskImportCall,
  deskRejectCall,
  deskRetireCall,
  deskSubmitCall,
} from '../../../shared/api/calls/adminQuestions';
import { adminOrderCancelCall } from '../../../shared/api/calls/adminOrders';
import { adminDocumentCall } from '../../../shared/api/calls/documents';
import { acceptQuestionReportCall, rejectQuestionReportCall } from '../../../shared/api/calls/reports';
import type { CallBody, CallResponse } from '../../../shared/api/call';
import type { DeskFilterQuery } from '../../../shared/domain/deskForms';
import { mutationAtom, type Services } from '../../state';
import { saveIssuedDocument } from '../../ui';
import { adminCall, adminKeys } from './queries';
import { endAdminSession, startAdminSession } from './session';

/** Step 1: e-mail and password; the reply asks for a code or starts the enrollment. */
export const adminSignInAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof adminSignInCall>) => services.api.call(adminSignInCall, { body }),
}));

/** Step 2: the code. A success starts the session and fills the account's query. */
export const adminVerifyAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof adminVerifyCall>) => services.api.call(adminVerifyCall, { body }),
  onSuccess: ({ token, recovery_codes_left: _left, ...session }: CallResponse<typeof adminVerifyCall>) => {
    startAdminSession(services.store, token, session.account);
    services.queryClient.setQueryData(adminKeys.me(), session);
  },
}));

/** Sign-out: the server ends the session; the tab forgets it in any case. */
export const adminSignOutAtom = mutationAtom((services) => ({
  mutationFn: () => adminCall(services, adminSignOutCall),
  onSettled: () => endAdminSession(services, 'signed-out'),
}));

/** Any write of the desk changes lists, versions and counts: all of the desk's cache is refetched. */
const forgetDesk = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: adminKeys.desk });

/** A new question, a draft. */
export const deskCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof deskCreateCall>) => adminCall(services, deskCreateCall, { body }),
  onSuccess: () => forgetDesk(services),
}));

/** An edit: a draft changes in place, a live question gets a new version (the reply is that draft). */
export const deskEditAtom = mutationAtom((services) => ({
  mutationFn: ({ id, body }: { id: number; body: CallBody<typeof deskEditCall> }) =>
    adminCall(services, deskEditCall, { params: { question: id }, body }),
  onSuccess: () => forgetDesk(services),
}));

const TRANSITIONS = {
  submit: deskSubmitCall,
  approve: deskApproveCall,
  retire: deskRetireCall,
} as const;
export type DeskTransition = keyof typeof TRANSITIONS;

/** Submit, approve or retire a version. */
export const deskTransitionAtom = mutationAtom((services) => ({
  mutationFn: ({ id, action }: { id: number; action: DeskTransition }) =>
    adminCall(services, TRANSITIONS[action], { params: { question: id } }),
  onSuccess: () => forgetDesk(services),
}));

/** A version in review back to draft, with a note. */
export const deskRejectAtom = mutationAtom((services) => ({
  mutationFn: ({ id, note }: { id: number; note: string }) =>
    adminCall(services, deskRejectCall, { params: { question: id }, body: { note } }),
  onSuccess: () => forgetDesk(services),
}));

/** Moodle XML of the list's current selection, for a download (reads nothing into the cache). */
export const deskExportAtom = mutationAtom((services) => ({
  mutationFn: (query: DeskFilterQuery) => adminCall(services, deskExportCall, { query }),
}));

/** Moodle XML into drafts. */
export const deskImportAtom = mutationAtom((services) => ({
  mutationFn: (xml: string) => adminCall(services, deskImportCall, { body: { xml } }),
  onSuccess: () => forgetDesk(services),
}));

/** A report accepted or rejected, with the reply the reporter is mailed. */
export const decideReportAtom = mutationAtom((services) => ({
  mutationFn: ({ id, decision, reply }: { id: number; decision: 'accept' | 'reject'; reply: string }) =>
    adminCall(services, decision === 'accept' ? acceptQuestionReportCall : rejectQuestionReportCall, {
      params: { report: id },
      body: { reply },
    }),
  onSuccess: () => forgetDesk(services),
}));

/** An archived document of an order, saved only when its bytes have the SHA-256 stored at issue (audited). */
export const adminDocumentDownloadAtom = mutationAtom<void, number>((services) => ({
  mutationFn: async (document) =>
    saveIssuedDocument(await adminCall(services, adminDocumentCall, { params: { document } })),
}));

/** A Stornorechnung for an order or one item; the order, its list and its documents are read again. */
interface CancelRequest {
  order: number;
  item: number | null;
  reason: string;
}
export const cancelOrderAtom = mutationAtom<CallResponse<typeof adminOrderCancelCall>, CancelRequest>(
  (services) => ({
    mutationFn: ({ order, item, reason }) =>
      adminCall(services, adminOrderCancelCall, { params: { order }, body: { item, reason } }),
    onSuccess: (_reply, { order }) =>
      Promise.all([
        services.queryClient.invalidateQueries({ queryKey: adminKeys.order(order) }),
        services.queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]),
  }),
);
