import { updateUserCall } from '../../../shared/api/calls/account';
import { courseGuessCall, swissGuessCall } from '../../../shared/api/calls/quiz';
import { reportQuestionCall } from '../../../shared/api/calls/reports';
import type { CallBody } from '../../../shared/api/call';
import type { GuessReply, User } from '../../../shared/api/entities';
import { splitFilterIds } from '../../../shared/domain/quizFilter';
import { applyUser, atom, mutationAtom, type Services } from '../../state';

/** Checks the answers to a course question. */
export const guessCourseQuestion = (
  services: Services,
  courseId: number,
  questionId: number,
  answers: number[],
): Promise<GuessReply> =>
  services.api.call(courseGuessCall, {
    params: { user: 'me', course: courseId },
    body: { answers, question_id: questionId },
  });

/** Checks the answers to a Swiss question. */
export const guessSwissQuestion = (
  services: Services,
  questionId: number,
  answers: number[],
): Promise<GuessReply> =>
  services.api.call(swissGuessCall, { params: { user: 'me' }, body: { answers, question_id: questionId } });

/** The Swiss quiz's topic filter (topics and difficulties in one list of ids) lives on the user. */
export const saveSwissFilterAtom = mutationAtom<User, number[]>((services) => ({
  mutationFn: (ids) => {
    const { categories: selected_categories, difficulties: selected_difficulties } = splitFilterIds(ids);
    return services.api.call(updateUserCall, {
      params: { user: 'me' },
      body: { selected_categories, selected_difficulties },
    });
  },
  onSuccess: (user) => applyUser(services, user),
}));

/** The learner's report of a question after its verdict ('Frage melden'). */
export const reportQuestionAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof reportQuestionCall>) => services.api.call(reportQuestionCall, { body }),
}));

/**
 * The questions each user reported in this app session (user id → question ids): their button then says
 * so instead of offering a second report. The server keeps one open report per question in any case.
 */
export const reportedQuestionsAtom = atom<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
