import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdInput, AdminAd } from '../../../../shared/api/calls/adminNews';
import { AD_TYPES, type AdItem } from '../../../../shared/api/entities';
import { adFormOf, adFormSchema, emptyAdForm, type AdFormValues } from '../../../../shared/domain/newsForms';
import { PATHS } from '../../../../shared/domain/paths';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, RetryAlert, Select, Spinner } from '../../../ui';
import { Controller, FormCheckbox, FormTextField, useWatch, useZodForm } from '../../../ui/form';
import { ImageField } from '../ImageField';
import { uploadDataUrl } from './imagePreview';
import { adCreateAtom, adUpdateAtom } from './mutations';
import { countryOptions } from './NewsFrame';
import { newsMessageFor } from './newsErrors';
import { AdPreview } from './NewsPreview';
import { useNewsAd } from './queries';
import { showSaveError } from '../saveError';

/** The ad the learner would see for the form's values; null until its picture, text and link are there. */
export function previewAd(values: AdFormValues, thumbnail: string | null): AdItem | null {
  if (!thumbnail || !values.alt.trim() || !/^https:\/\/\S+$/.test(values.url.trim())) return null;
  return {
    impression_id: 'preview',
    type: values.type,
    url: values.url.trim(),
    thumbnail,
    alt: values.alt.trim(),
    code: values.type === 'fullscreen-with-code' ? values.code.trim() || null : null,
  };
}

interface AdFormProps {
  ad?: AdminAd;
  onSave: (body: AdInput) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
}

/**
 * An ad's fields: type (with its code for the code ad), country, link (https), picture and its description,
 * daily cap per learner, active; beside them the ad as the learner's feed will show it.
 */
export function AdForm({ ad, onSave, onCancel, isPending = false }: AdFormProps) {
  const [defaults] = useState(() => (ad ? adFormOf(ad) : emptyAdForm()));
  const [schema] = useState(() => adFormSchema(ad === undefined));
  const form = useZodForm(schema, { defaultValues: defaults });
  const values = useWatch({ control: form.control }) as AdFormValues;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      showSaveError(form, error, newsMessageFor);
    }
  });
  const title = ad ? m.editAdTitle : m.createAdTitle;
  const thumbnail = uploadDataUrl(values.image) ?? ad?.thumbnail ?? null;
  return (
    <div className="admin-news-editor">
      <form onSubmit={submit} noValidate aria-label={title}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <Card as="section" className="admin-editor">
          <div className="admin-editor__pair">
            <Controller
              control={form.control}
              name="type"
              render={({ field, fieldState }) => (
                <Select
                  label={m.adType}
                  name="type"
                  options={AD_TYPES.map((type) => ({ id: type, label: m.adTypes[type] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'banner')}
                  errorMessage={fieldState.error?.message}
                  isRequired
                />
              )}
            />
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
                  isRequired
                />
              )}
            />
          </div>
          {values.type === 'fullscreen-with-code' && (
            <FormTextField
              control={form.control}
              name="code"
              label={m.adCode}
              description={m.adCodeHint}
              maxLength={50}
              isRequired
            />
          )}
          <FormTextField
            control={form.control}
            name="url"
            label={m.adLink}
            description={m.articleLinkHint}
            inputMode="url"
            isRequired
          />
          <ImageField
            control={form.control}
            name="image"
            label={m.adImage}
            currentUrl={ad?.thumbnail}
            previewAlt=""
          />
          <FormTextField control={form.control} name="alt" label={m.adAlt} maxLength={255} isRequired />
          <FormTextField
            control={form.control}
            name="daily_cap"
            label={m.adCap}
            inputMode="numeric"
            isRequired
          />
          <FormCheckbox control={form.control} name="active">
            {m.adActive}
          </FormCheckbox>
        </Card>
        <div className="admin-actions">
          <Button type="submit" isPending={isPending}>
            {isPending ? m.saving : m.save}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {m.cancel}
          </Button>
        </div>
      </form>
      <AdPreview ad={previewAd(values, thumbnail)} />
    </div>
  );
}

const ADS = `${PATHS.adminNews}/ads`;

/** /admin/news/ads/new: a new ad; saved, the list says so. */
export function NewAdPage() {
  const navigate = useNavigate();
  const create = useAtomValue(adCreateAtom);
  return (
    <>
      <PageHeader title={m.createAdTitle} level={1} />
      <AdForm
        isPending={create.isPending}
        onCancel={() => void navigate(ADS)}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          void navigate(ADS, { state: { saved: saved.alt } });
        }}
      />
    </>
  );
}

/** /admin/news/ads/:id: an ad's fields, changed in place. */
export function EditAdPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const ad = useNewsAd(id);
  const update = useAtomValue(adUpdateAtom);
  if (ad.isError)
    return (
      <>
        <PageHeader title={m.editAdTitle} level={1} />
        <RetryAlert retryLabel={m.retry} onRetry={() => void ad.refetch()}>
          {newsMessageFor(ad.error, m.loadFailed)}
        </RetryAlert>
        <LinkButton to={ADS} variant="secondary">
          {m.back}
        </LinkButton>
      </>
    );
  if (!ad.data) return <Spinner label={m.loading} />;
  return (
    <>
      <PageHeader title={m.editAdTitle} level={1} />
      <AdForm
        key={ad.data.updated_at ?? ad.data.id}
        ad={ad.data}
        isPending={update.isPending}
        onCancel={() => void navigate(ADS)}
        onSave={async (body) => {
          const saved = await update.mutateAsync({ id, body });
          void navigate(ADS, { state: { saved: saved.alt } });
        }}
      />
    </>
  );
}
