import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NEWS_PAGE_SIZE, type AdminAd, type NewsSettings } from '../../../../shared/api/calls/adminNews';
import { settingsFormSchema } from '../../../../shared/domain/newsForms';
import { PATHS } from '../../../../shared/domain/paths';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, LinkButton, RetryAlert, Select, Spinner } from '../../../ui';
import { FormTextField, useZodForm } from '../../../ui/form';
import { PagedResults } from '../PagedResults';
import { adDeactivateAtom, settingsUpdateAtom } from './mutations';
import { countryOptions, NewsFrame } from './NewsFrame';
import { newsMessageFor } from './newsErrors';
import { useNewsAds, useNewsSettings, type AdFilterQuery } from './queries';
import { ActionAlerts, ConfirmActionDialog, useConfirmedAction } from '../ConfirmedAction';
import { showSaveError } from '../saveError';

const ALL = 'all';

/** The fullscreen interval as a number the operator changes (the feed sends it to every learner). */
export function IntervalForm({
  settings,
  onSave,
  isPending = false,
}: {
  settings: NewsSettings;
  onSave: (body: NewsSettings) => Promise<void>;
  isPending?: boolean;
}) {
  const form = useZodForm(settingsFormSchema, {
    defaultValues: { fullscreen_ad_interval: String(settings.fullscreen_ad_interval) },
  });
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      await onSave(body);
      setSaved(true);
    } catch (error) {
      showSaveError(form, error, newsMessageFor);
    }
  });
  return (
    <Card as="section" title={m.settingsTitle} className="admin-editor">
      <form onSubmit={submit} noValidate aria-label={m.settingsTitle}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        {saved && <InlineAlert tone="success">{m.intervalSaved}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="fullscreen_ad_interval"
          label={m.interval}
          description={m.intervalHint}
          inputMode="numeric"
          isRequired
        />
        <div className="admin-actions">
          <Button type="submit" isPending={isPending}>
            {isPending ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function AdTable({
  rows,
  onDeactivate,
}: {
  rows: readonly AdminAd[];
  onDeactivate: (ad: AdminAd) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.adsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colAlt}</th>
            <th scope="col">{m.colType}</th>
            <th scope="col">{m.country}</th>
            <th scope="col">{m.colCap}</th>
            <th scope="col">{m.colState}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((ad) => (
            <tr key={ad.id} data-testid="ad-row">
              <td>
                <Link to={`${PATHS.adminNews}/ads/${ad.id}`} aria-label={m.editAd(ad.alt)}>
                  {ad.alt}
                </Link>
                {ad.code && <div className="admin-muted">{`${m.adCode}: ${ad.code}`}</div>}
              </td>
              <td className="admin-table__nowrap">{m.adTypes[ad.type]}</td>
              <td>{m.countryNames[ad.country]}</td>
              <td>{ad.daily_cap}</td>
              <td className="admin-table__nowrap">
                <span className={`admin-state admin-state--${ad.active ? 'active' : 'inactive'}`}>
                  {m.adStates[ad.active ? 'active' : 'inactive']}
                </span>
              </td>
              <td>
                {ad.active && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={m.deactivateNamed(ad.alt)}
                    onPress={() => onDeactivate(ad)}
                  >
                    {m.deactivate}
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

/** /admin/news/ads: the ads by country, the fullscreen interval, and deactivating with a confirm. */
export function AdsPage() {
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const [filters, setFilters] = useState<AdFilterQuery>({});
  const [page, setPage] = useState(1);
  const list = useNewsAds(filters, page);
  const settings = useNewsSettings();
  const saveSettings = useAtomValue(settingsUpdateAtom);
  const deactivate = useAtomValue(adDeactivateAtom);
  const action = useConfirmedAction<AdminAd>({
    run: (row) => deactivate.mutateAsync(row.id),
    done: (row) => m.deactivated(row.alt),
    failed: (error) => newsMessageFor(error),
    notice: saved ? m.saved(saved) : null,
  });

  return (
    <NewsFrame title={m.adsTitle} intro={m.adsIntro}>
      <div className="admin-toolbar">
        <LinkButton to={`${PATHS.adminNews}/ads/new`}>{m.newAd}</LinkButton>
      </div>
      {settings.isError ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void settings.refetch()}>
          {newsMessageFor(settings.error, m.loadFailed)}
        </RetryAlert>
      ) : !settings.data ? (
        <Spinner label={m.loading} />
      ) : (
        <IntervalForm
          settings={settings.data}
          isPending={saveSettings.isPending}
          onSave={async (body) => {
            await saveSettings.mutateAsync(body);
          }}
        />
      )}
      <div className="admin-filters__grid">
        <Select
          label={m.country}
          name="ad-country"
          options={[{ id: ALL, label: m.all }, ...countryOptions()]}
          value={filters.country ?? ALL}
          onChange={(value) => {
            const country = countryOptions().find((option) => option.id === value)?.id;
            setFilters(({ country: _previous, ...rest }) => (country ? { ...rest, country } : rest));
            setPage(1);
          }}
        />
        <Select
          label={m.state}
          name="ad-state"
          options={[
            { id: ALL, label: m.all },
            { id: 'active', label: m.adStates.active },
            { id: 'inactive', label: m.adStates.inactive },
          ]}
          value={filters.state ?? ALL}
          onChange={(value) => {
            setFilters(({ state: _previous, ...rest }) =>
              value === 'active' || value === 'inactive' ? { ...rest, state: value } : rest,
            );
            setPage(1);
          }}
        />
      </div>
      <ActionAlerts action={action} />
      <PagedResults
        query={list}
        pageSize={NEWS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.adsCount}
        empty={m.adsNone}
        pagination={m.adsPagination}
        failure={(error) => newsMessageFor(error, m.loadFailed)}
      >
        {(rows) => <AdTable rows={rows} onDeactivate={action.ask} />}
      </PagedResults>
      <ConfirmActionDialog
        action={action}
        title={m.deactivateTitle}
        text={(row) => m.deactivateText(row.alt)}
        confirmLabel={m.deactivate}
        cancelLabel={m.cancel}
        isPending={deactivate.isPending}
      />
    </NewsFrame>
  );
}
