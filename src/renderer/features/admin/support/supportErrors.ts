import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { messageFor } from '../../../api/messageFor';

const codes = {
  'learner.verified': errorCodeSentences['learner.verified'],
  'learner.confirmation': errorCodeSentences['learner.confirmation'],
};

/** The sentence for a failed support call (a confirmed address reads as its catalog sentence). */
export const supportMessageFor = (error: unknown, fallback: string = m.actionFailed): string =>
  messageFor(error, { codes, fallback });
