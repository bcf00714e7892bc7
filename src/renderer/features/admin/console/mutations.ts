import {
  consoleCodeDeactivateCall,
  consoleCodesCreateCall,
  consoleCourseArchiveCall,
  consoleCourseCreateCall,
  consoleCoursePublishCall,
  consoleCourseUpdateCall,
  companyPageUpdateCall,
  ownQuestionApproveCall,
  ownQuestionCreateCall,
  ownQuestionRejectCall,
  ownQuestionSubmitCall,
  ownQuestionUpdateCall,
  type CodeInput,
  type CompanyPageInput,
  type CourseInput,
  type OwnQuestionDetail,
} from '../../../../shared/api/calls/companyConsole';
import type { CallBody } from '../../../../shared/api/call';
import { mutationAtom, type Services } from '../../../state';
import { adminCall } from '../queries';
import { consoleKeys } from './queries';

/** Every write forgets the company's console cache (and the companies desk's page of it). */
const forget = (services: Services, company: number) =>
  Promise.all([
    services.queryClient.invalidateQueries({ queryKey: consoleKeys.all(company) }),
    services.queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  ]);

export const companyPageUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, body }: { company: number; body: CompanyPageInput }) =>
    adminCall(services, companyPageUpdateCall, { params: { company }, body }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const courseCreateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, body }: { company: number; body: CourseInput }) =>
    adminCall(services, consoleCourseCreateCall, { params: { company }, body }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const courseUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, course, body }: { company: number; course: number; body: CourseInput }) =>
    adminCall(services, consoleCourseUpdateCall, { params: { company, companyCourse: course }, body }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const coursePublishAtom = mutationAtom((services) => ({
  mutationFn: ({ company, course }: { company: number; course: number }) =>
    adminCall(services, consoleCoursePublishCall, { params: { company, companyCourse: course } }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const courseArchiveAtom = mutationAtom((services) => ({
  mutationFn: ({ company, course }: { company: number; course: number }) =>
    adminCall(services, consoleCourseArchiveCall, { params: { company, companyCourse: course } }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const codesCreateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, body }: { company: number; body: CodeInput }) =>
    adminCall(services, consoleCodesCreateCall, { params: { company }, body }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const codeDeactivateAtom = mutationAtom((services) => ({
  mutationFn: ({ company, code }: { company: number; code: string }) =>
    adminCall(services, consoleCodeDeactivateCall, { params: { company, code } }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

type OwnContent = CallBody<typeof ownQuestionCreateCall>;

export const ownQuestionCreateAtom = mutationAtom<OwnQuestionDetail, { company: number; body: OwnContent }>(
  (services) => ({
    mutationFn: ({ company, body }: { company: number; body: OwnContent }) =>
      adminCall(services, ownQuestionCreateCall, { params: { company }, body }),
    onSuccess: (_data, { company }) => forget(services, company),
  }),
);

export const ownQuestionUpdateAtom = mutationAtom<
  OwnQuestionDetail,
  { company: number; id: number; body: OwnContent }
>((services) => ({
  mutationFn: ({ company, id, body }: { company: number; id: number; body: OwnContent }) =>
    adminCall(services, ownQuestionUpdateCall, { params: { company, question: id }, body }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export type OwnTransition = 'submit' | 'approve';
const ownTransitions = { submit: ownQuestionSubmitCall, approve: ownQuestionApproveCall } as const;

export const ownQuestionTransitionAtom = mutationAtom((services) => ({
  mutationFn: ({ company, id, action }: { company: number; id: number; action: OwnTransition }) =>
    adminCall(services, ownTransitions[action], { params: { company, question: id } }),
  onSuccess: (_data, { company }) => forget(services, company),
}));

export const ownQuestionRejectAtom = mutationAtom((services) => ({
  mutationFn: ({ company, id, note }: { company: number; id: number; note: string }) =>
    adminCall(services, ownQuestionRejectCall, { params: { company, question: id }, body: { note } }),
  onSuccess: (_data, { company }) => forget(services, company),
}));
