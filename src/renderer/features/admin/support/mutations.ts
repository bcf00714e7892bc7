import {
  learnerEraseCall,
  learnerUnlockCall,
  learnerVerificationCall,
} from '../../../../shared/api/calls/adminSupport';
import { mutationAtom, type Services } from '../../../state';
import { adminCall } from '../queries';
import { supportKeys } from './queries';

const forgetLearner = (services: Services, id: number) =>
  services.queryClient.invalidateQueries({ queryKey: supportKeys.learner(id) });

export const learnerResendAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, learnerVerificationCall, { params: { learner: id } }),
}));

export const learnerUnlockAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, learnerUnlockCall, { params: { learner: id } }),
  onSuccess: (_data: unknown, id: number) => forgetLearner(services, id),
}));

/** An erased learner leaves the lists and the inbox's names: they are fetched anew (their page goes with it). */
export const learnerEraseAtom = mutationAtom((services) => ({
  mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
    adminCall(services, learnerEraseCall, { params: { learner: id }, body: { confirmation } }),
  onSuccess: () =>
    Promise.all([
      services.queryClient.removeQueries({ queryKey: [...supportKeys.all, 'learners'] }),
      services.queryClient.removeQueries({ queryKey: [...supportKeys.all, 'feedback'] }),
    ]),
}));
