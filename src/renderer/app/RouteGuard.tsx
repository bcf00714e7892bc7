import { useEffect, type ReactNode } from 'react';
import { COUNTRIES } from '../../shared/api/constants';
import { Navigate, useLocation } from 'react-router-dom';
import { COUNTRY_GATE_REDIRECT, isRouteAllowedForCountry } from '../../shared/domain/countryGate';
import { decideRoute, isAppPath, readQueryParam } from '../../shared/domain/routing';
import { currentUserAtom, countryAtom, useAtom, useAtomValue } from '../state';

/**
 * Applies the routing rules (one pure function) and the country gates on every location change, before any
 * page renders.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const [storedCountry, setCountry] = useAtom(countryAtom);
  // Mailed links (password reset) name the country, so they work on a device that never chose one.
  const linkedCountry = COUNTRIES.find((c) => c === readQueryParam(location.search, 'country')) ?? null;
  const country = storedCountry ?? linkedCountry;
  useEffect(() => {
    if (!storedCountry && linkedCountry) setCountry(linkedCountry);
  }, [storedCountry, linkedCountry, setCountry]);
  const target = decideRoute({ user, country, pathname: location.pathname, search: location.search });
  if (target !== null) return <Navigate to={target} replace />;
  if (user && isAppPath(location.pathname) && !isRouteAllowedForCountry(location.pathname, country)) {
    return <Navigate to={COUNTRY_GATE_REDIRECT} replace />;
  }
  return <>{children}</>;
}
