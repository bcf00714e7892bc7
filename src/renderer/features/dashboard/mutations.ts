import { updateUserCall } from '../../../shared/api/calls/account';
import type { Role } from '../../../shared/api/constants';
import type { User } from '../../../shared/api/entities';
import { applyUser, mutationAtom } from '../../state';
import { courseKeys } from '../courses';

/** A role switch updates the role and refreshes the courses (they belong to a role). */
export const roleUpdateAtom = mutationAtom<User, Role>((services) => ({
  mutationFn: (role: Role) => services.api.call(updateUserCall, { params: { user: 'me' }, body: { role } }),
  onSuccess: async (user) => {
    applyUser(services, user);
    await services.queryClient.refetchQueries({ queryKey: courseKeys.list() });
  },
}));
