import { useId, useState, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CategoryStatistics, Statistics, WeekStatistics } from '../../../shared/api/calls/practice';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { messageFor } from '../../api/messageFor';
import { Button, Card, InlineAlert, LinkButton, PageHeader, Select, Spinner } from '../../ui';
import { PRACTICE_PATHS } from './paths';
import { useStatistics } from './queries';

/** /app/practice/statistics: answers per category, the 12-week trend overall and per category, the weakest categories. */
export function StatisticsPage() {
  const statistics = useStatistics();
  if (statistics.isPending) return <Spinner />;
  if (statistics.isError) {
    return (
      <InlineAlert tone="error">{messageFor(statistics.error, { fallback: m.statisticsFailed })}</InlineAlert>
    );
  }
  return <StatisticsView statistics={statistics.data} />;
}

/** The tokens' primary and success colours (SVG attributes take no CSS variables). */
const PRIMARY = '#1d4ed8';
const SUCCESS = '#15803d';

const percent = (share: number | null) => (share === null ? 0 : Math.round(share * 100));

export function StatisticsView({ statistics }: { statistics: Statistics }) {
  const answered = statistics.categories.filter((c) => c.answered > 0);
  return (
    <div className="practice practice-statistics">
      <PageHeader title={m.statisticsTitle} description={m.statisticsIntro} />
      {answered.length === 0 ? (
        <p>{m.noAnswers}</p>
      ) : (
        <>
          {statistics.weakest.length > 0 && (
            <Card as="section" className="practice-weakest" title={m.weakest} headingLevel={3}>
              <p className="practice__muted">{m.weakestIntro}</p>
              <ol className="practice-weakest__list" data-testid="practice-weakest">
                {statistics.weakest.map((c) => (
                  <li key={c.id}>
                    <span>{c.name}</span> <strong>{m.percent(c.share)}</strong>
                  </li>
                ))}
              </ol>
              <LinkButton to={PRACTICE_PATHS.quizOn(statistics.weakest.map((c) => c.id))}>
                {m.practiseWeakest}
              </LinkButton>
            </Card>
          )}
          <ChartFigure
            title={m.byCategory}
            chartLabel={m.chartByCategory}
            table={
              <table className="practice-table" data-testid="practice-category-table">
                <caption className="visually-hidden">{m.byCategory}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.category}</th>
                    <th scope="col">{m.answered}</th>
                    <th scope="col">{m.correct}</th>
                    <th scope="col">{m.shareRight}</th>
                    <th scope="col">{m.coins}</th>
                  </tr>
                </thead>
                <tbody>
                  {statistics.categories.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">{c.name}</th>
                      <td>{c.answered}</td>
                      <td>{c.correct}</td>
                      <td>{m.percent(c.share)}</td>
                      <td>{c.coins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          >
            <ResponsiveContainer width="100%" height={48 + answered.length * 40}>
              <BarChart
                data={answered.map((c) => ({ name: c.name, share: percent(c.share) }))}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" domain={[0, 100]} unit=" %" />
                <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} />
                <Bar dataKey="share" name={m.shareRight} fill={PRIMARY} unit=" %" />
              </BarChart>
            </ResponsiveContainer>
          </ChartFigure>
          <ChartFigure
            title={m.trend}
            chartLabel={m.chartTrend}
            table={<WeekTable weeks={statistics.weeks} caption={m.trend} testId="practice-week-table" />}
          >
            <WeekChart weeks={statistics.weeks} />
          </ChartFigure>
          <CategoryTrend categories={answered} initial={statistics.weakest[0] ?? answered[0]!} />
        </>
      )}
    </div>
  );
}

/** Each answered category's last 12 weeks, one at a time: the learner picks the category. */
function CategoryTrend({
  categories,
  initial,
}: {
  categories: readonly CategoryStatistics[];
  initial: CategoryStatistics;
}) {
  const [chosen, setChosen] = useState(String(initial.id));
  const category = categories.find((c) => String(c.id) === chosen) ?? initial;
  return (
    <ChartFigure
      title={m.trendByCategory}
      chartLabel={m.chartCategoryTrend(category.name)}
      control={
        <>
          <p className="practice__muted">{m.trendByCategoryIntro}</p>
          <Select
            label={m.category}
            name="trend-category"
            className="practice-chart__select"
            options={categories.map((c) => ({ id: String(c.id), label: c.name }))}
            value={String(category.id)}
            onChange={(id) => id !== null && setChosen(id)}
          />
        </>
      }
      table={
        <WeekTable
          weeks={category.weeks}
          caption={m.trendOf(category.name)}
          testId="practice-category-week-table"
        />
      }
    >
      <WeekChart weeks={category.weeks} />
    </ChartFigure>
  );
}

/** Answered and right answers per week as two lines. */
function WeekChart({ weeks }: { weeks: readonly WeekStatistics[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart
        data={weeks.map((w) => ({ week: m.weekLabel(w.week), answered: w.answered, correct: w.correct }))}
        margin={{ left: 0, right: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="answered" name={m.answered} stroke={PRIMARY} />
        <Line type="monotone" dataKey="correct" name={m.correct} stroke={SUCCESS} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The numbers of a week chart: one row per week, oldest first. */
function WeekTable({
  weeks,
  caption,
  testId,
}: {
  weeks: readonly WeekStatistics[];
  caption: string;
  testId: string;
}) {
  return (
    <table className="practice-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.week}</th>
          <th scope="col">{m.answered}</th>
          <th scope="col">{m.correct}</th>
          <th scope="col">{m.shareRight}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">{m.weekLabel(w.week)}</th>
            <td>{w.answered}</td>
            <td>{w.correct}</td>
            <td>{m.percent(w.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A chart with the table of its numbers: the picture is hidden from screen readers, the table is always
 * there for them (visually hidden until the toggle shows it to everyone).
 */
function ChartFigure({
  title,
  chartLabel,
  control,
  table,
  children,
}: {
  title: string;
  chartLabel: string;
  /** What chooses the chart's data (shown above it). */
  control?: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Card as="section" className="practice-chart" title={title} headingLevel={3}>
      {control}
      <div className="practice-chart__picture" aria-hidden="true" title={chartLabel}>
        {children}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={showTable}
        aria-controls={tableId}
        onPress={() => setShowTable((shown) => !shown)}
      >
        {showTable ? m.hideTable : m.showTable}
      </Button>
      <div id={tableId} className={showTable ? 'practice-table-wrap' : 'visually-hidden'}>
        {table}
      </div>
    </Card>
  );
}
