import { useEffect, useState } from 'react';
import {
  COMPANY_COURSE_JOIN,
  companyCourseChannel,
  participantsCall,
} from '../../../../shared/api/calls/companyResults';
import { realtimeEventName, SOCKET_RECONNECT } from '../../../../shared/api/constants';
import { socketEndpoint } from '../../../api/realtime';
import { useQueryFor, useServices } from '../../../state';
import { adminCall } from '../queries';
import { readAdminToken } from '../session';

/** The course results' cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const resultsKeys = {
  all: ['admin', 'company-results'] as const,
  participants: (company: number, course: number) =>
    ['admin', 'company-results', 'participants', company, course] as const,
};

/** A course's participants with their progress, result and certificate. */
export function useParticipants(company: number, course: number) {
  return useQueryFor(
    (services) => ({
      queryKey: resultsKeys.participants(company, course),
      queryFn: ({ signal }) =>
        adminCall(services, participantsCall, { params: { company, companyCourse: course }, signal }),
      retry: false,
    }),
    `${company}.${course}`,
  );
}

export type LiveState = 'connecting' | 'live' | 'off';

/**
 * Keeps the participants' list live (docs/product-rules.md#company-results): a socket of the back-office
 * session joins the course's room, and every change heard there (or a reconnect, after which events may
 * have been missed) refetches the list. socket.io-client loads with this page, never before.
 */
export function useLiveParticipants(company: number, course: number): LiveState {
  const services = useServices();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const token = readAdminToken();
    if (!token) return;
    let stopped = false;
    let close: (() => void) | null = null;
    const refetch = () =>
      void services.queryClient.invalidateQueries({ queryKey: resultsKeys.participants(company, course) });
    void (async () => {
      const [{ io }, base] = await Promise.all([import('socket.io-client'), services.platform.apiBaseUrl()]);
      if (stopped) return;
      const { origin, path } = socketEndpoint(base);
      const socket = io(origin, { path, ...SOCKET_RECONNECT, auth: { admin: token } });
      let joinedBefore = false;
      socket.on('connect', () => {
        void (socket.timeout(10_000).emitWithAck(COMPANY_COURSE_JOIN, { course }) as Promise<{ ok: boolean }>)
          .then(({ ok }) => {
            if (stopped) return;
            setState(ok ? 'live' : 'off');
            // Back after a drop: what happened in between is fetched once.
            if (ok && joinedBefore) refetch();
            joinedBefore = ok;
          })
          .catch(() => !stopped && setState('off'));
      });
      socket.on('disconnect', () => !stopped && setState('connecting'));
      socket.on('connect_error', () => !stopped && setState(socket.active ? 'connecting' : 'off'));
      socket.on(realtimeEventName(companyCourseChannel(course), 'updated'), refetch);
      close = () => socket.disconnect();
    })().catch(() => !stopped && setState('off'));
    return () => {
      stopped = true;
      close?.();
    };
  }, [services, company, course]);
  return state;
}
