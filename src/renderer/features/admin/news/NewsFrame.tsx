import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../../../shared/domain/paths';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { PageHeader } from '../../../ui';

/** The desk's three parts, linked from each of its lists. */
const SECTIONS = [
  { to: PATHS.adminNews, label: m.navArticles, end: true },
  { to: `${PATHS.adminNews}/providers`, label: m.navProviders, end: false },
  { to: `${PATHS.adminNews}/ads`, label: m.navAds, end: false },
] as const;

/** A list page of the news desk: its title, the links to the other parts, then the page. */
export function NewsFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} level={1} description={intro} />
      <nav aria-label={m.sectionsLabel} className="admin-tabs">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="admin-news-tab">
            {section.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}

/** The country options of a filter or form. */
export const countryOptions = () =>
  (['de', 'at', 'ch'] as const).map((country) => ({ id: country, label: m.countryNames[country] }));
