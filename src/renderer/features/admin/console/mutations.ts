import {
  consoleCodeDeactivateCall,
  consoleCodesCreateCall,
  consoleCourseArchiveCall,
  consoleCourseCreateCall,
  consoleCoursePublishCall,
  consoleCourseUpdateCall,
  companyPageUpdateCall,
  type CodeInput,
  type CompanyPageInput,
  type CourseInput,
} from '../../../../shared/api/calls/companyConsole';
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
