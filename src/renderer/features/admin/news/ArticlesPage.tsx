import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ARTICLE_STATES, NEWS_PAGE_SIZE, type AdminArticle } from '../../../../shared/api/calls/adminNews';
import { COUNTRIES } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { dayOf, timeOf } from '../../../../shared/domain/newsForms';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { useAtomValue } from '../../../state';
import { Button, LinkButton, Select } from '../../../ui';
import { PagedResults } from '../PagedResults';
import { articleWithdrawAtom } from './mutations';
import { countryOptions, NewsFrame } from './NewsFrame';
import { newsMessageFor } from './newsErrors';
import { useNewsArticles, type ArticleFilterQuery } from './queries';
import { ActionAlerts, ConfirmActionDialog, useConfirmedAction } from '../ConfirmedAction';
import { FilterCard } from '../FilterCard';

const ALL = 'all';

/** The list's filters as the address holds them. */
export function articleFiltersOf(get: (key: string) => string | null): ArticleFilterQuery {
  const filters: ArticleFilterQuery = {};
  const country = COUNTRIES.find((c) => c === get('country'));
  if (country) filters.country = country;
  const state = ARTICLE_STATES.find((s) => s === get('state'));
  if (state) filters.state = state;
  const provider = Number(get('provider_id'));
  if (Number.isInteger(provider) && provider > 0) filters.provider_id = provider;
  return filters;
}

const searchOf = (filters: ArticleFilterQuery) =>
  new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)])).toString();

export const momentLabel = (iso: string) => `${dayOf(new Date(iso))}, ${timeOf(new Date(iso))}`;

export function ArticleTable({
  rows,
  onWithdraw,
}: {
  rows: readonly AdminArticle[];
  onWithdraw: (article: AdminArticle) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.articlesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colTitle}</th>
            <th scope="col">{m.colProvider}</th>
            <th scope="col">{m.colPublished}</th>
            <th scope="col">{m.colState}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((article) => (
            <tr key={article.id} data-testid="article-row">
              <td>
                {/* The title as typed: text, never markup. */}
                <Link
                  to={`${PATHS.adminNews}/articles/${article.id}`}
                  aria-label={m.editArticle(article.title)}
                >
                  {article.title}
                </Link>
              </td>
              <td>
                {article.provider} ({article.country.toUpperCase()})
              </td>
              <td className="admin-table__nowrap">{momentLabel(article.published_at)}</td>
              <td className="admin-table__nowrap">
                <span className={`admin-state admin-state--${article.state}`}>
                  {m.articleStates[article.state]}
                </span>
              </td>
              <td>
                {article.state !== 'withdrawn' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={m.withdrawNamed(article.title)}
                    onPress={() => onWithdraw(article)}
                  >
                    {m.withdraw}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Filters({
  applied,
  onApply,
}: {
  applied: ArticleFilterQuery;
  onApply: (f: ArticleFilterQuery) => void;
}) {
  const [country, setCountry] = useState<string>(applied.country ?? ALL);
  const [state, setState] = useState<string>(applied.state ?? ALL);
  const values = (key: string) => (key === 'country' ? country : key === 'state' ? state : null);
  return (
    <FilterCard
      title={m.filters}
      onSubmit={() => {
        onApply({
          ...articleFiltersOf(values),
          ...(applied.provider_id ? { provider_id: applied.provider_id } : {}),
        });
      }}
      applyLabel={m.apply}
      onReset={() => {
        setCountry(ALL);
        setState(ALL);
        onApply({});
      }}
      resetLabel={m.reset}
    >
      <Select
        label={m.country}
        name="country"
        options={[{ id: ALL, label: m.all }, ...countryOptions()]}
        value={country}
        onChange={(value) => setCountry(value ?? ALL)}
      />
      <Select
        label={m.state}
        name="state"
        options={[
          { id: ALL, label: m.all },
          ...ARTICLE_STATES.map((s) => ({ id: s, label: m.articleStates[s] })),
        ]}
        value={state}
        onChange={(value) => setState(value ?? ALL)}
      />
    </FilterCard>
  );
}

/**
 * /admin/news: the articles, the latest publication first, filtered by country, provider and state (kept in
 * the address); withdrawing asks first.
 */
export function ArticlesPage() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const filters = useMemo(() => articleFiltersOf((key) => search.get(key)), [search]);
  const [page, setPage] = useState(1);
  const list = useNewsArticles(filters, page);
  const withdraw = useAtomValue(articleWithdrawAtom);
  const action = useConfirmedAction<AdminArticle>({
    run: (row) => withdraw.mutateAsync(row.id),
    done: (row) => m.withdrawn(row.title),
    failed: (error) => newsMessageFor(error),
    notice: saved ? m.saved(saved) : null,
  });

  return (
    <NewsFrame title={m.title} intro={m.articlesIntro}>
      <div className="admin-toolbar">
        <LinkButton to={`${PATHS.adminNews}/articles/new`}>{m.newArticle}</LinkButton>
      </div>
      <Filters
        key={searchOf(filters)}
        applied={filters}
        onApply={(next) => {
          setSearch(searchOf(next));
          setPage(1);
        }}
      />
      <ActionAlerts action={action} />
      <PagedResults
        query={list}
        pageSize={NEWS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.articlesCount}
        empty={m.articlesNone}
        pagination={m.articlesPagination}
        failure={(error) => newsMessageFor(error, m.loadFailed)}
      >
        {(rows) => <ArticleTable rows={rows} onWithdraw={action.ask} />}
      </PagedResults>
      <ConfirmActionDialog
        action={action}
        title={m.withdrawTitle}
        text={(row) => m.withdrawText(row.title)}
        confirmLabel={m.withdraw}
        cancelLabel={m.cancel}
        isPending={withdraw.isPending}
      />
    </NewsFrame>
  );
}
