import {
  examAnswerCall,
  finishExamCall,
  practiceGuessCall,
  reviewGuessCall,
  startExamCall,
  type Exam,
} from '../../../shared/api/calls/practice';
import { mutationAtom, type Services } from '../../state';
import { practiceKeys } from './queries';

/** After an answer the badge and the statistics show the server's state again. */
const refreshPractice = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: practiceKeys.all() });

export async function guessReview(services: Services, questionId: number, answers: number[]) {
  const reply = await services.api.call(reviewGuessCall, {
    params: { user: 'me' },
    body: { question_id: questionId, answers },
  });
  void refreshPractice(services);
  return reply;
}

export async function guessPractice(services: Services, questionId: number, answers: number[]) {
  const reply = await services.api.call(practiceGuessCall, {
    params: { user: 'me' },
    body: { question_id: questionId, answers },
  });
  void refreshPractice(services);
  return reply;
}

const storeExam = (services: Services, exam: Exam) =>
  services.queryClient.setQueryData(practiceKeys.exam(exam.id), exam);

export const startExamAtom = mutationAtom((services) => ({
  mutationFn: (options: { questions?: number; minutes?: number }) =>
    services.api.call(startExamCall, { params: { user: 'me' }, body: options }),
  onSuccess: (exam: Exam) => {
    storeExam(services, exam);
    void services.queryClient.invalidateQueries({ queryKey: practiceKeys.exams(), exact: true });
  },
}));

export const answerExamAtom = mutationAtom((services) => ({
  mutationFn: ({ examId, questionId, answers }: { examId: number; questionId: number; answers: number[] }) =>
    services.api.call(examAnswerCall, {
      params: { user: 'me', exam: examId },
      body: { question_id: questionId, answers },
    }),
}));

export const finishExamAtom = mutationAtom((services) => ({
  mutationFn: (examId: number) => services.api.call(finishExamCall, { params: { user: 'me', exam: examId } }),
  onSuccess: (exam: Exam) => {
    storeExam(services, exam);
    void refreshPractice(services);
  },
}));
