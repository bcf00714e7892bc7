import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { normalizePath, PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { useAtomValue, useServices } from '../../state';
import { Button, RetryAlert, Spinner } from '../../ui';
import { adminSignOutAtom } from './mutations';
import { useAdminMe } from './queries';
import { figuresDeskMessages } from '../../../shared/messages/figuresDesk';
import { companyConsoleMessages } from '../../../shared/messages/companyConsole';
import {
  canManageCompanies,
  canManageNews,
  canManagePromo,
  canReadAudit,
  canSeeFigures,
  canSeeOrders,
  canWorkDesk,
  canWorkSupport,
  isCompanyAdmin,
} from './roles';
import { adminSessionAtom, endAdminSession, isIdle, readAdminToken } from './session';

/** How often the idle clock is looked at. */
const IDLE_CHECK_MS = 15_000;

/** Ends the session in this tab after 30 minutes without a back-office request, as the server does. */
function useIdleEnd() {
  const services = useServices();
  useEffect(() => {
    const check = () => {
      if (isIdle(services.store.get(adminSessionAtom), Date.now())) endAdminSession(services, 'idle');
    };
    const timer = window.setInterval(check, IDLE_CHECK_MS);
    // A tab that slept (a closed laptop) looks at once when it is shown again.
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [services]);
}

/**
 * The signed-in back office: navigation, the account with its role, sign-out, and the page. Without a
 * session (none yet, or ended by the server or the idle clock) it goes to the sign-in, which says why.
 */
export function AdminLayout() {
  const session = useAtomValue(adminSessionAtom);
  const me = useAdminMe();
  const signOut = useAtomValue(adminSignOutAtom);
  const location = useLocation();
  useIdleEnd();

  if (!readAdminToken() || session.ended) return <Navigate to={PATHS.adminSignIn} replace />;
  const account = me.data?.account ?? session.account;
  if (!account) {
    return (
      <main className="admin-loading">
        {me.isError ? (
          <RetryAlert retryLabel={m.retry} onRetry={() => void me.refetch()}>
            {m.loadFailed}
          </RetryAlert>
        ) : (
          <Spinner size="lg" label={m.loading} />
        )}
      </main>
    );
  }

  const staffLinks = [
    { to: PATHS.admin, label: m.navOverview, end: true },
    ...(canWorkDesk(account.role)
      ? [
          { to: PATHS.adminQuestions, label: m.navQuestions },
          { to: PATHS.adminReports, label: m.navReports },
        ]
      : []),
    ...(canSeeOrders(account.role) ? [{ to: PATHS.adminOrders, label: m.navOrders }] : []),
    ...(canManagePromo(account.role) ? [{ to: PATHS.adminPromo, label: m.navPromo }] : []),
    ...(canReadAudit(account.role) ? [{ to: PATHS.adminAudit, label: m.navAudit }] : []),
    ...(canSeeOrders(account.role)
      ? [{ to: PATHS.adminBookings, label: figuresDeskMessages.navBookings }]
      : []),
    ...(canSeeFigures(account.role)
      ? [{ to: PATHS.adminFigures, label: figuresDeskMessages.navFigures }]
      : []),
    ...(canWorkSupport(account.role)
      ? [
          { to: PATHS.adminSupport, label: m.navSupport },
          { to: PATHS.adminFeedback, label: m.navFeedback },
        ]
      : []),
    ...(canManageCompanies(account.role) ? [{ to: PATHS.adminCompanies, label: m.navCompanies }] : []),
    ...(canManageNews(account.role) ? [{ to: PATHS.adminNews, label: m.navNews }] : []),
  ];
  // A company admin has one page, their company's; every other address leads there.
  const companyAdmin = isCompanyAdmin(account.role);
  const links = companyAdmin
    ? [
        { to: PATHS.adminOwnCompany, label: m.navOwnCompany, end: true },
        { to: PATHS.adminOwnCourses, label: companyConsoleMessages.navCourses },
        { to: PATHS.adminOwnQuestions, label: companyConsoleMessages.navOwnQuestions },
        { to: PATHS.adminOwnCodes, label: companyConsoleMessages.navCodes },
      ]
    : staffLinks;
  const path = normalizePath(location.pathname);
  const elsewhere =
    companyAdmin && path !== PATHS.adminOwnCompany && !path.startsWith(`${PATHS.adminOwnCompany}/`);
  return (
    <div className="admin-shell">
      <header className="admin-topbar">
        <span className="admin-topbar__brand">{m.productLine}</span>
        <div className="admin-topbar__account">
          <span data-testid="admin-account">{m.accountLine(account.name, m.roleNames[account.role])}</span>
          <Button
            variant="secondary"
            size="sm"
            isPending={signOut.isPending}
            onPress={() => signOut.mutate()}
          >
            {m.signOut}
          </Button>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={m.navLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="admin-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-main">
          {elsewhere ? <Navigate to={PATHS.adminOwnCompany} replace /> : <Outlet context={account} />}
        </main>
      </div>
    </div>
  );
}
