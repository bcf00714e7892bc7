import {
  destroyUserCall,
  exportUserDataCall,
  updateUserCall,
  type ExportUserData,
  type UserUpdateBody,
} from '../../../shared/api/calls/account';
import { documentCall, type DocumentSummary } from '../../../shared/api/calls/documents';
import { giveCoinsCall, switchCountryCall } from '../../../shared/api/calls/engagement';
import { yearlyProofCall } from '../../../shared/api/calls/year';
import {
  remindersCalendarCall,
  updateRemindersCall,
  type Reminders,
} from '../../../shared/api/calls/reminders';
import type { Country } from '../../../shared/api/constants';
import type { User } from '../../../shared/api/entities';
import { applyUser, countryAtom, mutationAtom } from '../../state';
import { saveFile, saveIssuedDocument } from '../../ui';
import { courseKeys } from '../courses';
import { accountKeys } from './queries';

/** app.users.update for the account forms (name, e-mail, password); the reply is the changed user. */
export const updateAccountAtom = mutationAtom<User, UserUpdateBody>((services) => ({
  mutationFn: (body) => services.api.call(updateUserCall, { params: { user: 'me' }, body }),
  onSuccess: (user) => applyUser(services, user),
}));

/** app.users.destroy with the current password; the caller ends the local session afterwards. */
export const deleteAccountAtom = mutationAtom<unknown, string>((services) => ({
  mutationFn: (password) =>
    services.api.call(destroyUserCall, { params: { user: 'me' }, body: { password } }),
}));

/** 'Meine Daten herunterladen': the export, fetched when asked for (never cached: it is personal data). */
export const exportDataAtom = mutationAtom<ExportUserData, void>((services) => ({
  mutationFn: () => services.api.call(exportUserDataCall, { params: { user: 'me' } }),
}));

/**
 * A document of 'Meine Nachweise' as issued: saved only when its bytes have the SHA-256 of the list (the
 * server checked them too). Nothing is cached: documents are personal data.
 */
export const downloadDocumentAtom = mutationAtom<void, DocumentSummary>((services) => ({
  mutationFn: async (summary) => {
    const document = await services.api.call(documentCall, { params: { user: 'me', document: summary.id } });
    await saveIssuedDocument({ ...document, sha256: summary.sha256 });
  },
}));

/**
 * The Jahresnachweis of a calendar year (docs/product-rules.md#yearly-proof), saved only when its bytes have
 * the SHA-256 the server sent; a closed year's, archived when first made, joins the list of documents.
 */
export const downloadYearlyProofAtom = mutationAtom<void, number>((services) => ({
  mutationFn: async (year) => {
    const proof = await services.api.call(yearlyProofCall, { params: { user: 'me', year } });
    await saveIssuedDocument(proof);
    if (proof.document_id !== null)
      await services.queryClient.invalidateQueries({ queryKey: accountKeys.documents() });
  },
}));

/** Developer options: coins on the module courses; the course list follows. */
export const giveCoinsAtom = mutationAtom<User, void>((services) => ({
  mutationFn: () => services.api.call(giveCoinsCall),
  onSuccess: async (user) => {
    applyUser(services, user);
    await services.queryClient.invalidateQueries({ queryKey: courseKeys.list() });
  },
}));

/** Developer options: the account's country, which the app then shows (stored like a chosen country). */
export const switchCountryAtom = mutationAtom<User, Country>((services) => ({
  mutationFn: (country) => services.api.call(switchCountryCall, { body: { country } }),
  onSuccess: async (user) => {
    applyUser(services, user);
    services.store.set(countryAtom, user.country);
    await services.queryClient.invalidateQueries({ queryKey: courseKeys.list() });
  },
}));

/** Reminders of the year's 15 hours on or off; the reply replaces the cached state. */
export const updateRemindersAtom = mutationAtom<Reminders, boolean>((services) => ({
  mutationFn: (enabled) =>
    services.api.call(updateRemindersCall, { params: { user: 'me' }, body: { enabled } }),
  onSuccess: (reminders) => services.queryClient.setQueryData(accountKeys.reminders(), reminders),
}));

/** The plan of the year as a calendar file (.ics), made when asked for. */
export const downloadCalendarAtom = mutationAtom<void, void>((services) => ({
  mutationFn: async () => {
    const file = await services.api.call(remindersCalendarCall, { params: { user: 'me' } });
    saveFile(new Blob([file.content], { type: file.content_type }), file.filename);
  },
}));
