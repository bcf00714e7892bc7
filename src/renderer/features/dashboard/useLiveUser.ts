import { useEffect } from 'react';
import { REALTIME_CHANNELS } from '../../../shared/api/constants';
import { useServices } from '../../state/servicesContext';
import { refreshUser } from '../session/sessionService';

/**
 * Keeps the signed-in user (coins, role, answered questions) current while the page is open: a guess
 * or a role switch in another window sends `updated` on the user's channel, and the user is fetched
 * again. A failed refetch keeps the user shown; the next event tries again.
 */
export function useLiveUser(userId: number | undefined): void {
  const services = useServices();
  useEffect(() => {
    if (userId === undefined) return;
    return services.realtime.subscribe(REALTIME_CHANNELS.user(userId), 'updated', () => {
      refreshUser(services).catch(() => undefined);
    });
  }, [services, userId]);
}
