import type { ServerErrorCode } from '../../../shared/domain/serverErrors';
import { errorCodeSentences } from '../../../shared/messages/errorCodes';
import { messageFor } from '../../api/messageFor';

/** The desk's and the reports' codes, each read as its catalog sentence (four eyes, states, decided reports). */
const DESK_CODES = [
  'question.own-approval',
  'question.state',
  'question.version-open',
  'question.key-taken',
  'question.export-too-large',
  'report.not-found',
  'report.decided',
] as const satisfies readonly ServerErrorCode[];

const codes = Object.fromEntries(DESK_CODES.map((code) => [code, errorCodeSentences[code]]));

/** The sentence for a failed desk or reports call. */
export const deskMessageFor = (error: unknown): string => messageFor(error, { codes });
