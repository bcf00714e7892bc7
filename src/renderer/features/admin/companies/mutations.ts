import {
  companyAdminInviteCall,
  companyAdminRemoveCall,
  companyCreateCall,
  companyUpdateCall,
  invitationAcceptCall,
  type CompanyAdminInput,
  type CompanyInput,
} from '../../../../shared/api/calls/adminCompanies';
import { mutationAtom, type Services } from '../../../state';
import { adminCall } from '../queries';
import { companyKeys } from './queries';

/** Every write changes the list and the company: all of the companies' cache is refetched. */
const forgetCompanies = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: companyKeys.all });

export const companyCreateAtom = mutationAtom((services) => ({
  mutationFn: (body: CompanyInput) => adminCall(services, companyCreateCall, { body }),
  onSuccess: () => forgetCompanies(services),
}));

export const companyUpdateAtom = mutationAtom((services) => ({
  mutationFn: ({ id, body }: { id: number; body: CompanyInput }) =>
    adminCall(services, companyUpdateCall, { params: { company: id }, body }),
  onSuccess: () => forgetCompanies(services),
}));

export const companyAdminInviteAtom = mutationAtom((services) => ({
  mutationFn: ({ company, body }: { company: number; body: CompanyAdminInput }) =>
    adminCall(services, companyAdminInviteCall, { params: { company }, body }),
  onSuccess: () => forgetCompanies(services),
}));

export const companyAdminRemoveAtom = mutationAtom((services) => ({
  mutationFn: ({ company, admin }: { company: number; admin: number }) =>
    adminCall(services, companyAdminRemoveCall, { params: { company, admin } }),
  onSuccess: () => forgetCompanies(services),
}));

/** The invitation's page: a visitor's call, no back-office session. */
export const invitationAcceptAtom = mutationAtom((services) => ({
  mutationFn: (body: { token: string; password: string }) =>
    services.api.call(invitationAcceptCall, { body }),
}));
