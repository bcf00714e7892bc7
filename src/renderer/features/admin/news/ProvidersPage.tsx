import { useState } from 'react';
import { z } from 'zod/mini';
import {
  NEWS_PAGE_SIZE,
  providerInputSchema,
  type AdminProvider,
  type ProviderInput,
} from '../../../../shared/api/calls/adminNews';
import type { Country } from '../../../../shared/api/constants';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, Select } from '../../../ui';
import { Controller, FormTextField, useZodForm } from '../../../ui/form';
import { PagedResults } from '../PagedResults';
import { countryOptions, NewsFrame } from './NewsFrame';
import { providerCreateAtom, providerUpdateAtom } from './mutations';
import { newsMessageFor } from './newsErrors';
import { useNewsProviders } from './queries';
import { showSaveError } from '../saveError';

const ALL = 'all';

interface ProviderFormProps {
  /** The provider renamed; none for a new one (its country is chosen once). */
  provider?: AdminProvider | undefined;
  onSave: (body: ProviderInput) => Promise<void>;
  onCancel?: () => void;
  isPending?: boolean;
}

/** A provider's country (only for a new one) and name, checked by the contract's schema. */
export function ProviderForm({ provider, onSave, onCancel, isPending = false }: ProviderFormProps) {
  const form = useZodForm(providerInputSchema, {
    defaultValues: { country: provider?.country ?? 'de', name: provider?.name ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      if (!provider) form.reset({ country: body.country, name: '' });
    } catch (error) {
      showSaveError(form, error, newsMessageFor);
    }
  });
  const title = provider ? m.editProviderTitle(provider.name) : m.createProviderTitle;
  return (
    <Card as="section" title={title} className="admin-editor">
      <form onSubmit={submit} noValidate aria-label={title}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <div className="admin-editor__pair">
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                label={m.country}
                name="country"
                options={countryOptions()}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'de')}
                errorMessage={fieldState.error?.message}
                isDisabled={provider !== undefined}
                isRequired
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="name"
            label={m.providerName}
            maxLength={100}
            isRequired
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" isPending={isPending}>
            {isPending ? m.saving : m.save}
          </Button>
          {onCancel && (
            <Button variant="secondary" onPress={onCancel}>
              {m.cancel}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

const countryFilter = z.optional(z.enum(['de', 'at', 'ch']));

/** /admin/news/providers: the providers per country, a form for a new one, and renaming in place. */
export function ProvidersPage() {
  const [country, setCountry] = useState<Country | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useNewsProviders(country ? { country } : {}, page);
  const create = useAtomValue(providerCreateAtom);
  const update = useAtomValue(providerUpdateAtom);
  const [editing, setEditing] = useState<AdminProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <NewsFrame title={m.providersTitle} intro={m.providersIntro}>
      {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
      {editing ? (
        <ProviderForm
          key={editing.id}
          provider={editing}
          isPending={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            const saved = await update.mutateAsync({ id: editing.id, name: body.name });
            setEditing(null);
            setNotice(m.saved(saved.name));
          }}
        />
      ) : (
        <ProviderForm
          isPending={create.isPending}
          onSave={async (body) => {
            const saved = await create.mutateAsync(body);
            setNotice(m.saved(saved.name));
          }}
        />
      )}
      <div className="admin-filters__grid">
        <Select
          label={m.country}
          name="provider-country"
          options={[{ id: ALL, label: m.all }, ...countryOptions()]}
          value={country ?? ALL}
          onChange={(value) => {
            const parsed = countryFilter.safeParse(value === ALL ? undefined : value);
            setCountry(parsed.success ? parsed.data : undefined);
            setPage(1);
          }}
        />
      </div>
      <PagedResults
        query={list}
        pageSize={NEWS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.providersCount}
        empty={m.providersNone}
        pagination={m.providersPagination}
        failure={(error) => newsMessageFor(error, m.loadFailed)}
      >
        {(rows) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{m.providersCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.providerName}</th>
                  <th scope="col">{m.country}</th>
                  <th scope="col">{m.providerArticles}</th>
                  <th scope="col">{m.colActions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((provider) => (
                  <tr key={provider.id} data-testid="provider-row">
                    <td>{provider.name}</td>
                    <td>{m.countryNames[provider.country]}</td>
                    <td>{provider.articles}</td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={m.editProvider(provider.name)}
                        onPress={() => setEditing(provider)}
                      >
                        {m.rename}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedResults>
    </NewsFrame>
  );
}
