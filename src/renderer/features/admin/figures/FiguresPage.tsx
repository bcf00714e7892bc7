import { FIGURES_DAYS, type AdminFigures } from '../../../../shared/api/calls/adminFigures';
import { germanDay } from '../../../../shared/domain/deskForms';
import { formatPrice } from '../../../../shared/domain/price';
import { figuresDeskMessages as m } from '../../../../shared/messages/figuresDesk';
import { messageFor } from '../../../api/messageFor';
import { Card, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { BarChart } from '../BarChart';
import { useFigures } from './queries';
import './figures.css';

const numbers = new Intl.NumberFormat('de-DE');
const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
/** 'DD.MM.' under a bar. */
const shortDay = (iso: string) => germanDay(iso).slice(0, 6);
/** Cents in a currency, as the invoices write them. */
const money = (cents: number, currency: 'EUR' | 'CHF') =>
  formatPrice(cents, currency === 'CHF' ? 'ch' : 'de');

type Day = AdminFigures['days'][number];

/** One small chart of a figure per day, with its table for screen readers. */
function DayChart({
  title,
  header,
  summary,
  days,
  value,
  formatValue,
}: {
  title: string;
  header: string;
  summary: string;
  days: readonly Day[];
  value: (day: Day) => number;
  formatValue?: (value: number) => string;
}) {
  return (
    <Card as="section" title={title}>
      <BarChart
        title={title}
        summary={summary}
        labelHeader={m.day}
        valueHeader={header}
        tickEvery={5}
        {...(formatValue && { formatValue })}
        data={days.map((d) => ({ label: germanDay(d.day), tick: shortDay(d.day), value: value(d) }))}
      />
    </Card>
  );
}

function RevenueChart({ days, currency }: { days: readonly Day[]; currency: 'EUR' | 'CHF' }) {
  const gross = total(days.map((d) => d.revenue[currency].gross_cents));
  const net = total(days.map((d) => d.revenue[currency].net_cents));
  return (
    <DayChart
      title={m.revenueTitle(currency)}
      header={m.revenueHeader(currency)}
      summary={m.revenueSummary(money(gross, currency), money(net, currency), FIGURES_DAYS)}
      days={days}
      // The bars in whole units of the currency; the table in cents' precision.
      value={(d) => d.revenue[currency].gross_cents / 100}
      formatValue={(value) => money(Math.round(value * 100), currency)}
    />
  );
}

function Countries({ data }: { data: AdminFigures }) {
  return (
    <Card as="section" title={m.countriesTitle}>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="figures-countries">
          <caption className="visually-hidden">{m.countriesCaption(FIGURES_DAYS)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.colCountry}</th>
              <th scope="col">{m.colOrders}</th>
              <th scope="col">{m.colNet}</th>
              <th scope="col">{m.colGross}</th>
              <th scope="col">{m.colSold}</th>
            </tr>
          </thead>
          <tbody>
            {data.countries.map((row) => (
              <tr key={row.country}>
                <th scope="row">{m.countryNames[row.country]}</th>
                <td>{numbers.format(row.orders)}</td>
                <td className="admin-table__nowrap">{money(row.net_cents, row.currency)}</td>
                <td className="admin-table__nowrap">{money(row.gross_cents, row.currency)}</td>
                <td className="admin-table__nowrap">
                  {row.country === 'ch'
                    ? m.credits(numbers.format(row.credits))
                    : m.hours(numbers.format(row.hours))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Promo({ data }: { data: AdminFigures }) {
  return (
    <Card as="section" title={m.promoTitle}>
      {data.promo.length === 0 ? (
        <p className="admin-muted">{m.promoNone}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="figures-promo">
            <caption className="visually-hidden">{m.promoCaption(FIGURES_DAYS)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.colCode}</th>
                <th scope="col">{m.colUses}</th>
                <th scope="col">{m.colDiscount}</th>
              </tr>
            </thead>
            <tbody>
              {data.promo.map((row) => (
                <tr key={`${row.code}-${row.currency}`}>
                  <th scope="row">{row.code}</th>
                  <td>{numbers.format(row.uses)}</td>
                  <td className="admin-table__nowrap">{money(row.discount_cents, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/**
 * /admin/figures: orders, revenue per currency, hours and credits sold per Berlin day over the last days
 * (small charts, each with its table for screen readers), the same per country, and the codes used.
 */
export function FiguresPage() {
  const figures = useFigures();
  const data = figures.data;
  return (
    <>
      <PageHeader title={m.figuresTitle} level={1} description={m.figuresIntro(FIGURES_DAYS)} />
      {figures.isError && !data ? (
        <RetryAlert retryLabel={m.retryLoad} onRetry={() => void figures.refetch()}>
          {messageFor(figures.error, { fallback: m.figuresLoadFailed })}
        </RetryAlert>
      ) : !data ? (
        <Spinner label={m.loading} />
      ) : (
        <div className="admin-figures">
          <div className="admin-figures__charts">
            <DayChart
              title={m.ordersTitle}
              header={m.ordersHeader}
              summary={m.ordersSummary(numbers.format(total(data.days.map((d) => d.orders))), FIGURES_DAYS)}
              days={data.days}
              value={(d) => d.orders}
            />
            <RevenueChart days={data.days} currency="EUR" />
            <RevenueChart days={data.days} currency="CHF" />
            <DayChart
              title={m.hoursTitle}
              header={m.hoursHeader}
              summary={m.hoursSummary(numbers.format(total(data.days.map((d) => d.hours))), FIGURES_DAYS)}
              days={data.days}
              value={(d) => d.hours}
            />
            <DayChart
              title={m.creditsTitle}
              header={m.creditsHeader}
              summary={m.creditsSummary(numbers.format(total(data.days.map((d) => d.credits))), FIGURES_DAYS)}
              days={data.days}
              value={(d) => d.credits}
            />
          </div>
          <Countries data={data} />
          <Promo data={data} />
        </div>
      )}
    </>
  );
}
