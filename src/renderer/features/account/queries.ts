import { documentsCall } from '../../../shared/api/calls/documents';
import { remindersCall } from '../../../shared/api/calls/reminders';
import { ME_KEY, useQueryFor } from '../../state';

/** The account's cache keys: the signed-in user's, under the user's key. */
export const accountKeys = {
  documents: () => [...ME_KEY, 'documents'] as const,
  reminders: () => [...ME_KEY, 'reminders'] as const,
};

/** 'Meine Nachweise': the learner's archived documents, newest first. */
export const useMyDocuments = () =>
  useQueryFor(
    (services) => ({
      queryKey: accountKeys.documents(),
      queryFn: ({ signal }) => services.api.call(documentsCall, { params: { user: 'me' }, signal }),
      staleTime: 60_000,
    }),
    'documents',
  );

/** The reminders of the year's 15 hours: the switch and where the learner stands with the year. */
export const useReminders = () =>
  useQueryFor(
    (services) => ({
      queryKey: accountKeys.reminders(),
      queryFn: ({ signal }) => services.api.call(remindersCall, { params: { user: 'me' }, signal }),
      staleTime: 60_000,
    }),
    'reminders',
  );
