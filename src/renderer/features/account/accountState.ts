import {
  destroyUserCall,
  exportUserDataCall,
  updateUserCall,
  type ExportUserData,
  type UserUpdateBody,
} from '../../../shared/api/calls/account';
import { giveCoinsCall, switchCountryCall } from '../../../shared/api/calls/engagement';
import type { Country } from '../../../shared/api/constants';
import type { User } from '../../../shared/api/entities';
import { countryAtom, ME_KEY, mutationAtom, type Services } from '../../state';
import { myCoursesQueryKey } from '../courses';

/** The reply is the changed user: the signed-in user's query (`['users','me']`) takes it at once. */
const keepUser = (services: Services) => (user: User) => {
  services.queryClient.setQueryData(ME_KEY, user);
};

/** app.users.update for the account forms (name, e-mail, password). */
export const updateAccountAtom = mutationAtom<User, UserUpdateBody>((services) => ({
  mutationFn: (body) => services.api.call(updateUserCall, { params: { user: 'me' }, body }),
  onSuccess: keepUser(services),
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

/** Developer options: coins on the module courses; the course list follows. */
export const giveCoinsAtom = mutationAtom<User, void>((services) => ({
  mutationFn: () => services.api.call(giveCoinsCall),
  onSuccess: async (user) => {
    keepUser(services)(user);
    await services.queryClient.invalidateQueries({ queryKey: myCoursesQueryKey });
  },
}));

/** Developer options: the account's country, which the app then shows (stored like a chosen country). */
export const switchCountryAtom = mutationAtom<User, Country>((services) => ({
  mutationFn: (country) => services.api.call(switchCountryCall, { body: { country } }),
  onSuccess: async (user) => {
    keepUser(services)(user);
    services.store.set(countryAtom, user.country);
    await services.queryClient.invalidateQueries({ queryKey: myCoursesQueryKey });
  },
}));

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
