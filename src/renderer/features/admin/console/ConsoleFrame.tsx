import './frame.css';
import { Link, Navigate, NavLink, Outlet, useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../../shared/api/calls/admin';
import { PATHS } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { companyDeskMessages } from '../../../../shared/messages/companyDesk';
import { Spinner } from '../../../ui';
import { CompanyLoadFailed } from '../companies/CompanyEditor';
import { useCompany } from '../companies/queries';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';

/**
 * /admin/companies/:company/konsole/…: an operator in a company's console (docs/product-rules.md#company-console).
 * Above the console's pages: which company it is, the way back to it in the companies desk, and the
 * console's own navigation (the company admin's, which the back office's navigation holds for them).
 */
export function ConsoleFrame() {
  const account = useOutletContext<AdminAccount>();
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const data = useCompany(company ?? 0);
  if (!company || account.company_id) return <Navigate to={PATHS.adminCompanies} replace />;
  if (data.isError)
    return (
      <CompanyLoadFailed error={data.error} onRetry={() => void data.refetch()} back={PATHS.adminCompanies} />
    );
  if (!data.data) return <Spinner label={m.loading} />;
  const editor = `${PATHS.adminCompanies}/${company}`;
  return (
    <>
      <div className="console-frame" data-testid="console-frame">
        <nav aria-label={m.consoleTrail}>
          <ol className="console-frame__trail">
            <li>
              <Link to={PATHS.adminCompanies}>{companyDeskMessages.title}</Link>
            </li>
            <li>
              <Link to={editor}>{data.data.name}</Link>
            </li>
            <li aria-current="page">{m.consoleName}</li>
          </ol>
        </nav>
        <p className="console-frame__title" data-testid="console-company">
          {m.consoleOf(data.data.name)}
        </p>
        <nav aria-label={m.consoleNav}>
          <ul className="console-frame__nav">
            <li>
              <NavLink to={paths.home} end className="admin-nav__link">
                {m.pageTitle}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.courses} className="admin-nav__link">
                {m.navCourses}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.questions} className="admin-nav__link">
                {m.navOwnQuestions}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.codes} className="admin-nav__link">
                {m.navCodes}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
      <Outlet context={account} />
    </>
  );
}
