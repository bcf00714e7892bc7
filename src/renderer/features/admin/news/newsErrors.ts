import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { messageFor } from '../../../api/messageFor';

const codes = {
  'image.unsupported': errorCodeSentences['image.unsupported'],
  'image.too-large': errorCodeSentences['image.too-large'],
};

/** The sentence for a failed news-desk call (a refused picture reads as its catalog sentence). */
export const newsMessageFor = (error: unknown, fallback: string = m.saveFailed): string =>
  messageFor(error, { codes, fallback });
