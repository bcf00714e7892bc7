import { NavLink } from 'react-router-dom';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { PRACTICE_PATHS } from './paths';
import { useDueCount } from './queries';
import './practice.css';

/**
 * The sidebar's practice links below the main navigation; 'Wiederholen' carries the number of due cards.
 * Loaded after the shell (never on the first page) and the count is one cheap query.
 */
export function PracticeNav({ linkClassName }: { linkClassName: string }) {
  const due = useDueCount();
  const count = due.data?.due ?? 0;
  return (
    <nav aria-label={m.navLabel} className="practice-nav">
      <ul className="practice-nav__list">
        <li>
          <NavLink to={PRACTICE_PATHS.statistics} className={linkClassName}>
            {m.statistics}
          </NavLink>
        </li>
        <li>
          <NavLink to={PRACTICE_PATHS.review} className={linkClassName} data-testid="practice-nav-review">
            {m.review}
            {count > 0 && (
              <span className="practice-nav__badge" data-testid="practice-due-badge">
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{`(${m.dueBadge(count)})`}</span>
              </span>
            )}
          </NavLink>
        </li>
        <li>
          <NavLink to={PRACTICE_PATHS.exams} className={linkClassName}>
            {m.exam}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
