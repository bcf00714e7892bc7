import { lazy, Suspense } from 'react';
import { useAtomValue, countryAtom, currentUserAtom } from '../../state';
import { HomeNotice } from './HomeNotice';
import { ModuleDashboard } from './ModuleDashboard';
import { RolePicker } from './RolePicker';
import { SwissHome } from './SwissHome';
import './dashboard.css';

/** The year card comes after the dashboard, in a chunk of its own (docs/product-rules.md#the-year). */
const YearCard = lazy(async () => ({ default: (await import('./YearCard')).YearCard }));

/**
 * /app/dashboard: the role choice for a user without a role, else the Swiss home (ch) or the
 * module dashboard (de, at; de with my courses). Coins follow answers given in other windows: the user
 * and the courses are live through their realtime channels.
 */
export function DashboardPage() {
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country ?? null;
  if (!user || !country) return null; // the route guard lets only signed-in users with a country in
  const { role } = user;
  return (
    <>
      <HomeNotice />
      {!role ? (
        <RolePicker />
      ) : country === 'ch' ? (
        <SwissHome user={{ ...user, role }} />
      ) : (
        <ModuleDashboard user={{ ...user, role }} country={country} />
      )}
      {role && (
        <Suspense fallback={null}>
          <YearCard user={user} country={country} />
        </Suspense>
      )}
    </>
  );
}
