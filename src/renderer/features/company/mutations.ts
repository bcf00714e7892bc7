import {
  certifyCall,
  companyCodeCall,
  companyGuessCall,
  destroyCompanyCourseCall,
  companyInviteCall,
} from '../../../shared/api/calls/company';
import type { CompanyCourse } from '../../../shared/api/entities';
import { mutationAtom, type Services } from '../../state';
import { refreshCompanies, storeCourse } from './queries';

export const redeemCodeAtom = mutationAtom((services) => ({
  mutationFn: (code: string) =>
    services.api.call(companyCodeCall, { params: { user: 'me' }, body: { code } }),
  onSuccess: () => refreshCompanies(services),
}));

export const inviteAtom = mutationAtom((services) => ({
  mutationFn: ({ courseId }: { companyId: number; courseId: number }) =>
    services.api.call(companyInviteCall, { body: { course_id: courseId } }),
  onSuccess: (course: CompanyCourse, { companyId }: { companyId: number; courseId: number }) =>
    storeCourse(services, companyId, course),
}));

export const certifyAtom = mutationAtom((services) => ({
  mutationFn: ({ courseId }: { companyId: number; courseId: number }) =>
    services.api.call(certifyCall, { body: { course_id: courseId } }),
  onSuccess: (course: CompanyCourse, { companyId }: { companyId: number; courseId: number }) =>
    storeCourse(services, companyId, course),
}));

export const deleteCourseAtom = mutationAtom((services) => ({
  mutationFn: ({ companyId, courseId }: { companyId: number; courseId: number }) =>
    services.api.call(destroyCompanyCourseCall, {
      params: { user: 'me', company: companyId, course: courseId },
    }),
  onSuccess: () => refreshCompanies(services),
}));

/** Checks the answers to a company question; the course in the reply (score, result) goes into the cache. */
export async function guessCompanyQuestion(
  services: Services,
  companyId: number,
  courseId: number,
  questionId: number,
  answers: number[],
) {
  const reply = await services.api.call(companyGuessCall, {
    params: { user: 'me', company: companyId, course: courseId },
    body: { answers, question_id: questionId },
  });
  const { course: updated, ...result } = reply;
  storeCourse(services, companyId, updated);
  return result;
}
