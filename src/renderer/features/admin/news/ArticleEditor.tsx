import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminArticle, ArticleInput } from '../../../../shared/api/calls/adminNews';
import type { NewsArticle } from '../../../../shared/api/entities';
import {
  articleFormOf,
  articleFormSchema,
  emptyArticleForm,
  momentOf,
  type ArticleFormValues,
} from '../../../../shared/domain/newsForms';
import { PATHS } from '../../../../shared/domain/paths';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { useAtomValue } from '../../../state';
import {
  Button,
  Card,
  InlineAlert,
  LinkButton,
  PageHeader,
  RadioCard,
  RadioGroup,
  RetryAlert,
  Select,
  Spinner,
  TextArea,
} from '../../../ui';
import { Controller, FormTextField, useWatch, useZodForm } from '../../../ui/form';
import { ImageField } from '../ImageField';
import { uploadDataUrl } from './imagePreview';
import { articleCreateAtom, articleUpdateAtom } from './mutations';
import { newsMessageFor } from './newsErrors';
import { ArticlePreview } from './NewsPreview';
import { useNewsArticle, useNewsProviders } from './queries';
import { showSaveError } from '../saveError';

interface ProviderOption {
  id: number;
  name: string;
  country: string;
}

/** The card the learner would see for the form's values; null until title, text and link are there. */
export function previewArticle(
  values: ArticleFormValues,
  providers: readonly ProviderOption[],
  thumbnail: string | null,
  now: Date,
): NewsArticle | null {
  const provider = providers.find((p) => String(p.id) === values.provider_id);
  if (!values.title.trim() || !values.text.trim() || !/^https:\/\/\S+$/.test(values.url.trim())) return null;
  const at = values.publish === 'later' ? momentOf(values.publish_date, values.publish_time) : null;
  return {
    id: 1,
    provider_id: provider?.id ?? 1,
    provider: provider?.name ?? '',
    date: (at ?? now).toISOString(),
    title: values.title.trim(),
    text: values.text.trim(),
    thumbnail,
    url: values.url.trim(),
    impression_id: null,
  };
}

interface ArticleFormProps {
  article?: AdminArticle;
  providers: readonly ProviderOption[];
  onSave: (body: ArticleInput) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
}

/**
 * An article's fields: provider, title, text (text only), link (https), picture, and its publication now or
 * at a day and time; beside them the card as the learner's feed will show it.
 */
export function ArticleForm({ article, providers, onSave, onCancel, isPending = false }: ArticleFormProps) {
  const [now] = useState(() => new Date());
  const [defaults] = useState(() =>
    article ? articleFormOf(article) : emptyArticleForm(providers[0]?.id ?? null, now),
  );
  const [schema] = useState(() => articleFormSchema());
  const form = useZodForm(schema, { defaultValues: defaults });
  const values = useWatch({ control: form.control }) as ArticleFormValues;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      showSaveError(form, error, newsMessageFor);
    }
  });
  const title = article ? m.editArticleTitle : m.createArticleTitle;
  const thumbnail = uploadDataUrl(values.image) ?? article?.thumbnail ?? null;
  return (
    <div className="admin-news-editor">
      <form onSubmit={submit} noValidate aria-label={title}>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <Card as="section" className="admin-editor">
          <Controller
            control={form.control}
            name="provider_id"
            render={({ field, fieldState }) => (
              <Select
                label={m.articleProvider}
                name="provider_id"
                options={providers.map((p) => ({
                  id: String(p.id),
                  label: `${p.name} (${p.country.toUpperCase()})`,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                errorMessage={fieldState.error?.message}
                isRequired
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="title"
            label={m.articleTitle}
            maxLength={255}
            isRequired
          />
          <Controller
            control={form.control}
            name="text"
            render={({ field, fieldState }) => (
              <TextArea
                ref={field.ref}
                label={m.articleText}
                description={m.articleTextHint}
                name="text"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                rows={6}
                maxLength={5000}
                isRequired
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="url"
            label={m.articleLink}
            description={m.articleLinkHint}
            inputMode="url"
            isRequired
          />
          <ImageField
            control={form.control}
            name="image"
            label={m.articleImage}
            currentUrl={article?.thumbnail}
            previewAlt=""
          />
          <Controller
            control={form.control}
            name="publish"
            render={({ field, fieldState }) => (
              <RadioGroup
                label={m.publication}
                name="publish"
                orientation="horizontal"
                value={field.value}
                onChange={field.onChange}
                errorMessage={fieldState.error?.message}
                isRequired
              >
                <RadioCard value="now" label={m.publishNow} />
                <RadioCard value="later" label={m.publishLater} />
              </RadioGroup>
            )}
          />
          {values.publish === 'later' && (
            <div className="admin-editor__pair">
              <FormTextField
                control={form.control}
                name="publish_date"
                label={m.publishDate}
                placeholder="TT.MM.JJJJ"
                isRequired
              />
              <FormTextField
                control={form.control}
                name="publish_time"
                label={m.publishTime}
                placeholder="HH:MM"
                isRequired
              />
            </div>
          )}
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
      <ArticlePreview article={previewArticle(values, providers, thumbnail, now)} />
    </div>
  );
}

/** The providers to choose from (every country's; the desk has a few dozen at most). */
function useProviderOptions() {
  const providers = useNewsProviders({}, 1);
  return { ...providers, options: providers.data?.data ?? null };
}

/** /admin/news/articles/new: a new article; saved, the list says so. */
export function NewArticlePage() {
  const navigate = useNavigate();
  const create = useAtomValue(articleCreateAtom);
  const providers = useProviderOptions();
  return (
    <>
      <PageHeader title={m.createArticleTitle} level={1} />
      {providers.isError ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void providers.refetch()}>
          {newsMessageFor(providers.error, m.loadFailed)}
        </RetryAlert>
      ) : !providers.options ? (
        <Spinner label={m.loading} />
      ) : (
        <ArticleForm
          providers={providers.options}
          isPending={create.isPending}
          onCancel={() => void navigate(PATHS.adminNews)}
          onSave={async (body) => {
            const saved = await create.mutateAsync(body);
            void navigate(PATHS.adminNews, { state: { saved: saved.title } });
          }}
        />
      )}
    </>
  );
}

/** /admin/news/articles/:id: an article's fields, changed in place. */
export function EditArticlePage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const article = useNewsArticle(id);
  const providers = useProviderOptions();
  const update = useAtomValue(articleUpdateAtom);
  const failed = article.isError ? article.error : providers.isError ? providers.error : null;
  if (failed)
    return (
      <>
        <PageHeader title={m.editArticleTitle} level={1} />
        <RetryAlert
          retryLabel={m.retry}
          onRetry={() => {
            void article.refetch();
            void providers.refetch();
          }}
        >
          {newsMessageFor(failed, m.loadFailed)}
        </RetryAlert>
        <LinkButton to={PATHS.adminNews} variant="secondary">
          {m.back}
        </LinkButton>
      </>
    );
  if (!article.data || !providers.options) return <Spinner label={m.loading} />;
  return (
    <>
      <PageHeader title={m.editArticleTitle} level={1} />
      <ArticleForm
        key={article.data.updated_at ?? article.data.id}
        article={article.data}
        providers={providers.options}
        isPending={update.isPending}
        onCancel={() => void navigate(PATHS.adminNews)}
        onSave={async (body) => {
          const saved = await update.mutateAsync({ id, body });
          void navigate(PATHS.adminNews, { state: { saved: saved.title } });
        }}
      />
    </>
  );
}
