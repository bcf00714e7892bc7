import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { accessCodeFormSchema } from '../../../shared/domain/forms';
import { PATHS } from '../../../shared/domain/paths';
import { companyMessages as m } from '../../../shared/messages/company';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, Spinner } from '../../ui';
import { FormTextField, useZodForm } from '../../ui/form';
import { redeemCodeAtom } from './mutations';
import { companiesAtom } from './queries';
import { companyPath } from './companyRules';
import './company.css';

/** /app/platform: the access-code form and the user's company quizzes. */
export function CompaniesPage() {
  const navigate = useNavigate();
  const redeem = useAtomValue(redeemCodeAtom);
  // A printed code sheet's QR opens this page with its code filled in (?code=…).
  const [search] = useSearchParams();
  const form = useZodForm(accessCodeFormSchema, {
    defaultValues: { code: (search.get('code') ?? '').trim().slice(0, 50) },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const { company_id } = await redeem.mutateAsync(code);
      await navigate(companyPath(company_id));
    } catch (error) {
      try {
        form.applyServerErrors(error, { unmappedOn: ['code'], serverMessage: true });
      } catch {
        form.setError('code', { message: m.codeFailed }, { shouldFocus: true });
      }
    }
  });

  return (
    <div className="companies">
      <PageHeader title={m.codeTitle} />
      <Card as="section" className="companies__code">
        <p className="companies__intro">{m.codeIntro}</p>
        <form className="companies__code-form" onSubmit={submit} noValidate>
          <FormTextField control={form.control} name="code" label={m.codeLabel} autoComplete="off" />
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {m.codeSubmit}
          </Button>
        </form>
        <p className="companies__intro" data-testid="code-results-shared">
          {m.codeResultsShared}
          <Link to={`${PATHS.legalInfo}/privacy`}>{m.codeResultsPrivacy}</Link>.
        </p>
      </Card>
      <CompanyList />
    </div>
  );
}

function CompanyList() {
  const companies = useAtomValue(companiesAtom);
  return (
    <section className="companies__companies" aria-labelledby="companies-list">
      <h2 id="companies-list" className="companies__section-title">
        {m.myCompanies}
      </h2>
      {companies.isPending ? (
        <Spinner />
      ) : companies.isError ? (
        <InlineAlert tone="error">{m.actionFailed}</InlineAlert>
      ) : companies.data.length === 0 ? (
        <p className="companies__empty">{m.noCompanies}</p>
      ) : (
        <ul className="companies__list">
          {companies.data.map((company) => (
            <Card
              as="li"
              key={company.id}
              className="company-card"
              footer={
                <LinkButton to={companyPath(company.id)} aria-label={`${m.openCompany}: ${company.name}`}>
                  {m.openCompany}
                </LinkButton>
              }
            >
              <div className="company-card__header">
                {company.logo && <img className="company-card__logo" src={company.logo} alt="" />}
                <h3 className="company-card__name">{company.name}</h3>
              </div>
              <ul className="company-card__courses">
                {company.courses.map((course) => (
                  <li key={course.id}>
                    {course.name}{' '}
                    <span className="company-card__score">
                      ({m.score(course.correct_count, course.question_count)})
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
