import { adminBookingRetryCall } from '../../../../shared/api/calls/adminBookings';
import { mutationAtom } from '../../../state';
import { adminCall } from '../queries';
import { figuresKeys } from './queries';

/** Retry now: the list (and the order pages' bookings) are fetched again after it. */
export const bookingRetryAtom = mutationAtom((services) => ({
  mutationFn: (id: number) => adminCall(services, adminBookingRetryCall, { params: { booking: id } }),
  onSuccess: () =>
    Promise.all([
      services.queryClient.invalidateQueries({ queryKey: figuresKeys.bookings }),
      services.queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      services.queryClient.invalidateQueries({ queryKey: ['admin', 'order'] }),
    ]),
}));
