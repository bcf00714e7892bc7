import { feedbackCall } from '../../../shared/api/calls/engagement';
import type { CallBody } from '../../../shared/api/call';
import { mutationAtom } from '../../state';

export type FeedbackBody = CallBody<typeof feedbackCall>;

/** Rating, text and the anonymous flag. */
export const sendFeedbackAtom = mutationAtom((services) => ({
  mutationFn: (body: FeedbackBody) => services.api.call(feedbackCall, { body }),
}));
