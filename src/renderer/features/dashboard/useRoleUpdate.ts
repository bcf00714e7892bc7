import { useState } from 'react';
import { updateUserCall } from '../../../shared/api/calls/account';
import type { Role } from '../../../shared/api/constants';
import type { User } from '../../../shared/api/entities';
import { mutationAtom, sessionAtom, useAtomValue } from '../../state';
import { myCoursesQueryKey } from '../courses';

/** SPEC §4: a role switch updates the role and refreshes the courses. */
const roleUpdateAtom = mutationAtom<User, Role>((services) => ({
  mutationFn: (role: Role) => services.api.call(updateUserCall, { params: { user: 'me' }, body: { role } }),
  onSuccess: async (user) => {
    services.store.set(sessionAtom, { status: 'user', user });
    await services.queryClient.refetchQueries({ queryKey: myCoursesQueryKey });
  },
}));

/**
 * Sets the user's role. `pendingRole` is the role being saved, set at the moment of the choice (the
 * radio group shows it at once, not a render later when the mutation reports it); `failed` says the
 * last try failed.
 */
export function useRoleUpdate() {
  const mutation = useAtomValue(roleUpdateAtom);
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const changeRole = async (role: Role): Promise<boolean> => {
    setPendingRole(role);
    try {
      await mutation.mutateAsync(role);
      return true;
    } catch {
      return false;
    } finally {
      setPendingRole(null);
    }
  };
  return { changeRole, pendingRole, failed: mutation.isError && pendingRole === null };
}
