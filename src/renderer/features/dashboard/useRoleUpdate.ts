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

/** Sets the user's role; `pendingRole` is the role being saved, `failed` whether the last try failed. */
export function useRoleUpdate() {
  const mutation = useAtomValue(roleUpdateAtom);
  const changeRole = (role: Role): Promise<boolean> =>
    mutation.mutateAsync(role).then(
      () => true,
      () => false,
    );
  return {
    changeRole,
    pendingRole: mutation.isPending ? (mutation.variables ?? null) : null,
    failed: mutation.isError,
  };
}
