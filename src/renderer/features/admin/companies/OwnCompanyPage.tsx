import { Navigate, useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../../shared/api/calls/admin';
import { PATHS } from '../../../../shared/domain/paths';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { PageHeader, Spinner } from '../../../ui';
import { CompanyFacts, CompanyLoadFailed } from './CompanyEditor';
import { useCompany } from './queries';
import { CompanyPageEditor } from '../console/CompanyPageForm';
import { useConsoleCompany } from '../console/useConsoleCompany';

function OwnCompany({ id, intro }: { id: number; intro: string }) {
  const company = useCompany(id);
  if (company.isError)
    return <CompanyLoadFailed error={company.error} onRetry={() => void company.refetch()} />;
  if (!company.data) return <Spinner label={m.loading} />;
  return (
    <>
      <PageHeader title={company.data.name} level={1} description={intro} />
      <dl className="admin-facts" data-testid="own-company">
        <dt>{m.fieldName}</dt>
        <dd>{company.data.name}</dd>
        <dt>{m.fieldShortName}</dt>
        <dd>{company.data.short_name}</dd>
      </dl>
      <CompanyFacts company={company.data} />
      <CompanyPageEditor company={id} />
    </>
  );
}

/**
 * /admin/firma: a company admin's own company, read-only (docs/product-rules.md#companies); the same page opens
 * an operator's view of a company's console (/admin/companies/:company/konsole).
 */
export function OwnCompanyPage() {
  const account = useOutletContext<AdminAccount>();
  const company = useConsoleCompany();
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return <OwnCompany id={company} intro={account.company_id ? m.ownIntro : m.consoleIntro} />;
}
