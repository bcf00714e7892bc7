import { adminBookingsCall, type TrainingBookingState } from '../../../../shared/api/calls/adminBookings';
import { adminFiguresCall } from '../../../../shared/api/calls/adminFigures';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The bookings list's filters as the address and the call name them. */
export interface BookingFilterQuery {
  search?: string;
  state?: TrainingBookingState;
}

/** The bookings' and figures' cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const figuresKeys = {
  bookings: ['admin', 'bookings'] as const,
  bookingList: (filters: BookingFilterQuery, page: number) =>
    ['admin', 'bookings', 'list', filters, page] as const,
  figures: ['admin', 'figures'] as const,
};

/** One page of the bookings under the filters; the last page stays on screen while the next loads. */
export function useBookings(filters: BookingFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: figuresKeys.bookingList(filters, page),
      queryFn: ({ signal }) =>
        adminCall(services, adminBookingsCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

/** The figures of the last days. */
export function useFigures() {
  return useQueryFor(
    (services) => ({
      queryKey: figuresKeys.figures,
      queryFn: ({ signal }) => adminCall(services, adminFiguresCall, { signal }),
      staleTime: 60_000,
      retry: false,
    }),
    'figures',
  );
}
