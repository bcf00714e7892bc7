import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { COUNTRY_GATE_REDIRECT, isRouteAllowedForCountry } from '../../shared/domain/countryGate';
import { decideRoute } from '../../shared/domain/routing';
import { isAppPath } from '../../shared/domain/routing';
import { currentUserAtom } from '../features/session/sessionAtoms';
import { countryAtom } from '../state/country';
import { useAtomValue } from '../state/store';

/**
 * Applies the routing rules of SPEC §2 (one pure function) and the country gates of SPEC §6 on every
 * location change, before any page renders.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom);
  const target = decideRoute({ user, country, pathname: location.pathname, search: location.search });
  if (target !== null) return <Navigate to={target} replace />;
  if (user && isAppPath(location.pathname) && !isRouteAllowedForCountry(location.pathname, country)) {
    return <Navigate to={COUNTRY_GATE_REDIRECT} replace />;
  }
  return <>{children}</>;
}
