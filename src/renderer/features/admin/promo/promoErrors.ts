import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { promoDeskMessages as m } from '../../../../shared/messages/promoDesk';
import { messageFor } from '../../../api/messageFor';

const codes = { 'promo.code-taken': errorCodeSentences['promo.code-taken'] };

/** The sentence for a failed promo-code call (a taken code reads as its catalog sentence). */
export const promoMessageFor = (error: unknown, fallback: string = m.saveFailed): string =>
  messageFor(error, { codes, fallback });
