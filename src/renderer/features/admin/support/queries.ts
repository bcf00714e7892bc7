import {
  feedbackInboxCall,
  learnerCall,
  learnersCall,
  type FeedbackKind,
} from '../../../../shared/api/calls/adminSupport';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The support desk's cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const supportKeys = {
  all: ['admin', 'support'] as const,
  learners: (q: string, page: number) => ['admin', 'support', 'learners', q, page] as const,
  learner: (id: number) => ['admin', 'support', 'learner', id] as const,
  feedback: (kind: FeedbackKind | null, page: number) =>
    ['admin', 'support', 'feedback', kind, page] as const,
};

/** One page of the learners found by `q` (none asked for: nothing is fetched). */
export function useLearners(q: string, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: supportKeys.learners(q, page),
      queryFn: ({ signal }) =>
        adminCall(services, learnersCall, { query: { ...(q ? { q } : {}), page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([q, page]),
  );
}

/** A learner's account: each fetch is a view the server audits, so nothing is kept for a later visit. */
export function useLearner(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: supportKeys.learner(id),
      queryFn: ({ signal }) => adminCall(services, learnerCall, { params: { learner: id }, signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }),
    String(id),
  );
}

/** One page of the inbox, of one kind or of both. */
export function useFeedbackInbox(kind: FeedbackKind | null, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: supportKeys.feedback(kind, page),
      queryFn: ({ signal }) =>
        adminCall(services, feedbackInboxCall, { query: { ...(kind ? { kind } : {}), page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([kind, page]),
  );
}
