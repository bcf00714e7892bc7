import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Company } from '../../../../shared/api/calls/adminCompanies';
import { consolePaths, PATHS } from '../../../../shared/domain/paths';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { useAtomValue } from '../../../state';
import { Card, InlineAlert, LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { CompanyLogo } from './CompaniesPage';
import { CompanyAdmins } from './CompanyAdmins';
import { companyMessageFor } from './companyErrors';
import { CompanyForm } from './CompanyForm';
import { companyCreateAtom, companyUpdateAtom } from './mutations';
import { useCompany } from './queries';

/** /admin/companies/new: a new company; saved, its page opens to invite its admins. */
export function NewCompanyPage() {
  const navigate = useNavigate();
  const create = useAtomValue(companyCreateAtom);
  return (
    <>
      <PageHeader title={m.createTitle} level={1} />
      <CompanyForm
        isPending={create.isPending}
        onCancel={() => void navigate(PATHS.adminCompanies)}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          void navigate(`${PATHS.adminCompanies}/${saved.id}`, { state: { saved: saved.name } });
        }}
      />
    </>
  );
}

/** A company's courses with their participants, and its members. */
export function CompanyFacts({ company }: { company: Company }) {
  return (
    <Card as="section" title={m.courses} className="admin-company-facts">
      <div className="admin-company-facts__head">
        <CompanyLogo company={company} size={64} />
        <p>
          <span data-testid="company-members-count">{m.members(company.members)}</span>
          {' · '}
          <span>{m.coursesCount(company.courses)}</span>
        </p>
      </div>
      {company.course_list.length === 0 ? (
        <p className="admin-muted">{m.coursesNone}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m.courses}</caption>
            <thead>
              <tr>
                <th scope="col">{m.colCourse}</th>
                <th scope="col">{m.colEnrolled}</th>
              </tr>
            </thead>
            <tbody>
              {company.course_list.map((course) => (
                <tr key={course.id}>
                  <td>{course.name}</td>
                  <td>{course.enrolled}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** A failed load of a company: why, a retry, and the way back. */
export function CompanyLoadFailed({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back?: string;
}) {
  return (
    <>
      <PageHeader title={m.title} level={1} />
      <RetryAlert retryLabel={m.retry} onRetry={onRetry}>
        {companyMessageFor(error, m.loadFailed)}
      </RetryAlert>
      {back && (
        <LinkButton to={back} variant="secondary">
          {m.back}
        </LinkButton>
      )}
    </>
  );
}

/** /admin/companies/:id: the company's fields, changed in place, its courses, and its admins. */
export function EditCompanyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const id = Number(useParams().id);
  const company = useCompany(id);
  const update = useAtomValue(companyUpdateAtom);
  if (company.isError)
    return (
      <CompanyLoadFailed
        error={company.error}
        onRetry={() => void company.refetch()}
        back={PATHS.adminCompanies}
      />
    );
  if (!company.data) return <Spinner label={m.loading} />;
  return (
    <>
      <PageHeader
        title={m.editTitle(company.data.name)}
        level={1}
        actions={
          <LinkButton to={consolePaths(id).home} variant="secondary">
            {m.openConsole}
          </LinkButton>
        }
      />
      {saved && <InlineAlert tone="success">{m.saved(saved)}</InlineAlert>}
      <CompanyForm
        key={company.data.updated_at ?? company.data.id}
        company={company.data}
        isPending={update.isPending}
        onCancel={() => void navigate(PATHS.adminCompanies)}
        onSave={async (body) => {
          const saved = await update.mutateAsync({ id, body });
          void navigate(PATHS.adminCompanies, { state: { saved: saved.name } });
        }}
      />
      <CompanyFacts company={company.data} />
      <CompanyAdmins company={company.data} />
    </>
  );
}
