import { userAddressCall } from '../../../shared/api/calls/account';
import { trainingBookingsCall } from '../../../shared/api/calls/orders';
import { ME_KEY, useQueryFor } from '../../state';

/** The cache keys of the checkout: both belong to the signed-in user, so they lie under the user's key. */
export const checkoutKeys = {
  address: () => [...ME_KEY, 'address'] as const,
  trainingBookings: () => [...ME_KEY, 'training-bookings'] as const,
};

/** The last billing address (app.users.address) to prefill the form. */
export const useLastAddress = () =>
  useQueryFor(
    (services) => ({
      queryKey: checkoutKeys.address(),
      queryFn: ({ signal }) => services.api.call(userAddressCall, { params: { user: 'me' }, signal }),
      staleTime: 60_000,
    }),
    'address',
  );

/** gut beraten bookings; refetched every few seconds while one is still being transferred. */
export const useTrainingBookings = (enabled: boolean) =>
  useQueryFor(
    (services) => ({
      queryKey: checkoutKeys.trainingBookings(),
      queryFn: ({ signal }) => services.api.call(trainingBookingsCall, { params: { user: 'me' }, signal }),
      enabled,
      refetchInterval: (query) => (query.state.data?.some((b) => b.status === 'pending') ? 3_000 : false),
    }),
    `training-bookings-${enabled}`,
  );
