import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { CompanyCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { companyMessages as m } from '../../../shared/messages/company';
import { useAtomValue } from '../../state';
import { AlertDialog, InlineAlert, PageHeader, Spinner } from '../../ui';
import { CompanyCourseCard } from './CompanyCourseCard';
import { certifyAtom, deleteCourseAtom, inviteAtom } from './mutations';
import { companiesAtom, useCompanyCourses } from './queries';
import {
  certificateRequestedPath,
  companyCoursePath,
  requestedCourse,
  routeId,
  splitCourses,
} from './companyRules';
import './company.css';

/** /app/platform/companies/{companyId}: welcome, the active quizzes and more quizzes to start. */
export function CompanyPage() {
  const companyId = routeId(useParams().companyId);
  if (companyId === null) return <Navigate to={PATHS.platform} replace />;
  return <Company key={companyId} companyId={companyId} />;
}

function Company({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const courses = useCompanyCourses(companyId);
  const companies = useAtomValue(companiesAtom);
  const invite = useAtomValue(inviteAtom);
  const certify = useAtomValue(certifyAtom);
  const remove = useAtomValue(deleteCourseAtom);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CompanyCourse | null>(null);

  // If loading the courses fails, the platform's start page takes over.
  if (courses.isError) return <Navigate to={PATHS.platform} replace />;
  if (courses.isPending) return <Spinner />;
  const company = companies.data?.find((c) => c.id === companyId);
  const { active, more } = splitCourses(courses.data);

  const run = async (courseId: number, work: () => Promise<void>) => {
    setBusy(courseId);
    setError(null);
    try {
      await work();
    } catch {
      setError(m.actionFailed);
    } finally {
      setBusy(null);
    }
  };
  const start = (course: CompanyCourse) =>
    run(course.id, async () => {
      await invite.mutateAsync({ companyId, courseId: course.id });
      await navigate(companyCoursePath(companyId, course.id));
    });
  const requestCertificate = (course: CompanyCourse) =>
    run(course.id, async () => {
      await certify.mutateAsync({ companyId, courseId: course.id });
      requestedCourse.store(window.sessionStorage, companyId, course.id);
      await navigate(certificateRequestedPath(companyId, course.id));
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ companyId, courseId: deleting.id });
      setDeleting(null);
    } catch {
      setDeleting(null);
      setError(m.actionFailed);
    }
  };

  const card = (course: CompanyCourse) => (
    <CompanyCourseCard
      key={course.id}
      companyId={companyId}
      course={course}
      busy={busy === course.id}
      onStart={() => void start(course)}
      onCertify={() => void requestCertificate(course)}
      onDelete={() => setDeleting(course)}
      moreQuizzes={more.length > 0}
    />
  );

  return (
    <div className="companies">
      <div className="company-welcome">
        {company?.logo && (
          <img className="company-welcome__logo" src={company.logo} alt={m.logoAlt(company.name)} />
        )}
        <PageHeader title={company ? m.welcome(company.name) : m.activeQuizzes} />
      </div>
      {company?.welcome && (
        <p className="company-welcome__text" data-testid="company-welcome">
          {company.welcome}
        </p>
      )}
      {company?.contact && (
        <section className="company-contact" aria-labelledby="company-contact">
          <h3 id="company-contact" className="companies__section-title">
            {m.contactTitle}
          </h3>
          <p>
            {company.contact.name && <span>{company.contact.name}</span>}
            {company.contact.email && (
              <span>
                {' · '}
                <a href={`mailto:${company.contact.email}`}>{m.contactEmail(company.contact.email)}</a>
              </span>
            )}
            {company.contact.phone && <span>{` · ${m.contactPhone(company.contact.phone)}`}</span>}
          </p>
        </section>
      )}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <section aria-labelledby="company-active">
        <h3 id="company-active" className="companies__section-title">
          {m.activeQuizzes}
        </h3>
        {active.length ? (
          <ul className="companies__list">{active.map(card)}</ul>
        ) : (
          <p className="companies__empty">{m.noActiveQuizzes}</p>
        )}
      </section>
      {more.length > 0 && (
        <section aria-labelledby="company-more">
          <h3 id="company-more" className="companies__section-title">
            {m.moreQuizzes}
          </h3>
          <ul className="companies__list">{more.map(card)}</ul>
        </section>
      )}
      <AlertDialog
        isOpen={deleting !== null}
        title={m.deleteTitle}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        confirmLabel={m.deleteConfirm}
        cancelLabel={m.cancel}
        isDestructive
        isPending={remove.isPending}
      >
        {deleting && m.deleteText(deleting.name)}
      </AlertDialog>
    </div>
  );
}
