import type { Country } from '../../../shared/api/constants';
import { associationNames } from '../../../shared/messages/associations';
import { yearMessages as m } from '../../../shared/messages/year';
import type { User } from '../../../shared/api/entities';
import { Button, Card, ProgressBar, Spinner } from '../../ui';
import { useYearSummary } from './queries';
import './year.css';

/**
 * The year at a glance (docs/product-rules.md#the-year), loaded after the dashboard: de and at the hours
 * of this calendar year against the 15 the law asks, what the coins on hand already pay for, the days
 * left and the plan to 31 December, the earlier years below; ch the credits per association since
 * 1 January of last year and the VBV's recertification in one line.
 */
export function YearCard({ user, country }: { user: User; country: Country }) {
  const summary = useYearSummary(user);
  const data = summary.data;
  const year = data?.plan.year ?? new Date().getFullYear();
  const title = country === 'ch' ? m.swissTitle : m.title(year);
  return (
    <Card as="section" title={title} className="year-card">
      {summary.isError && !data ? (
        // Quiet, not an alert: the card is beside the dashboard's own content and its errors.
        <div className="year-card__failed">
          <p className="year-card__muted">{m.loadFailed}</p>
          <Button size="sm" variant="secondary" onPress={() => void summary.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : !data ? (
        <Spinner />
      ) : country === 'ch' ? (
        <>
          <h3 className="year-card__subtitle">{m.creditsSince(data.credits_since)}</h3>
          {data.credits.length === 0 ? (
            <p className="year-card__muted">{m.creditsNone}</p>
          ) : (
            <dl className="year-card__list">
              {data.credits.map((row) => (
                <div key={row.association} className="year-card__row">
                  <dt>{associationNames[row.association]}</dt>
                  <dd>{m.credits(row.credits)}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="year-card__muted">{m.vbvNote}</p>
        </>
      ) : (
        <>
          <ProgressBar
            label={m.progressLabel}
            value={Math.min(data.plan.hoursRequested, data.plan.hoursRequired)}
            maxValue={data.plan.hoursRequired}
            valueLabel={m.hoursOf(data.plan.hoursRequested, data.plan.hoursRequired)}
            tone={data.plan.done ? 'success' : 'primary'}
          />
          {data.plan.done ? (
            <p className="year-card__plan">{m.done(data.plan.hoursRequired, data.plan.year)}</p>
          ) : (
            <ul className="year-card__facts">
              {data.plan.hoursFromCoinsOnHand > 0 && (
                <li>{m.hoursFromCoins(data.plan.hoursFromCoinsOnHand)}</li>
              )}
              <li>{m.daysLeft(data.plan.daysLeft)}</li>
              <li className="year-card__plan">
                {data.plan.questionsPerWeek > 0 ? m.plan(data.plan.questionsPerWeek) : m.coinsEnough}
              </li>
            </ul>
          )}
          <p className="year-card__muted">{m.lawNote}</p>
          {data.previous_years.length > 0 && (
            <>
              <h3 className="year-card__subtitle">{m.previousTitle}</h3>
              <dl className="year-card__list">
                {data.previous_years.map((row) => (
                  <div key={row.year} className="year-card__row">
                    <dt>{row.year}</dt>
                    <dd>{m.previousYear(row.hours)}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </>
      )}
    </Card>
  );
}
