import { useState } from 'react';
import type { DeskQuestion } from '../../../shared/api/calls/adminQuestions';
import type { ApiError } from '../../../shared/api/errors';
import { COUNTRIES, type Country } from '../../../shared/api/constants';
import {
  ANSWER_SLOTS,
  EMPTY_EDITOR,
  editorPathOf,
  fromBankQuestion,
  questionEditorSchema,
  type AnswerSlot,
} from '../../../shared/domain/deskForms';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { messageFor } from '../../api/messageFor';
import { deskMessageFor } from './deskErrors';
import {
  Button,
  Card,
  Checkbox,
  InlineAlert,
  RadioCard,
  RadioGroup,
  RetryAlert,
  Select,
  Spinner,
  TextArea,
} from '../../ui';
import { Controller, FORM_ALERT, FormTextField, serverReplyOf, useWatch, useZodForm } from '../../ui/form';
import { useDeskCategories } from './queries';

interface EditorFormProps {
  /** The question edited; none for a new one. */
  question?: DeskQuestion;
  /** Sends the bank's shape; a rejection's reply is shown at the fields. */
  onSave: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
  /**
   * A company's own question (docs/product-rules.md#company-console): no key field (the server gives it), the
   * categories from the console's call.
   */
  keyless?: boolean;
  /** The categories of a country, by key; the desk's by default. */
  useCategories?: (country: Country) => ReturnType<typeof useDeskCategories>;
  /** The form's name; the desk's title by default. */
  label?: string;
}

/** The server's errors map, its bank paths (answers.0 the right answer) moved to the form's fields. */
function remapReply(reply: ApiError, right: AnswerSlot): ApiError {
  if (!reply.errors) return reply;
  const errors: Record<string, string[]> = {};
  for (const [path, codes] of Object.entries(reply.errors)) {
    const target = editorPathOf(path, right);
    errors[target] = [...(errors[target] ?? []), ...codes];
  }
  return { ...reply, errors };
}

/**
 * The question's fields: text, four answers with a radio for the right one, the country's categories (one or
 * two, the first the question's own), coins, explanation, source, law date. Checked by the bank's schema.
 */
export function QuestionEditorForm({
  question,
  onSave,
  onCancel,
  isPending = false,
  keyless = false,
  useCategories = useDeskCategories,
  label,
}: EditorFormProps) {
  const isNew = !question;
  const [schema] = useState(() => questionEditorSchema(isNew, keyless));
  const form = useZodForm(schema, { defaultValues: question ? fromBankQuestion(question) : EMPTY_EDITOR });
  const [newCountry, setNewCountry] = useState<Country>('de');
  const key = useWatch({ control: form.control, name: 'key' });
  const keyCountry = COUNTRIES.find((c) => key.startsWith(`${c}-`));
  const country: Country = question
    ? (COUNTRIES.find((c) => question.key.startsWith(`${c}-`)) ?? 'de')
    : (keyCountry ?? newCountry);
  const categories = useCategories(country);

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body as Record<string, unknown>);
    } catch (error) {
      const reply = serverReplyOf(error);
      // Field errors at their fields; a refusal of the whole edit (a version already open) on the alert.
      if (reply?.errors && Object.keys(reply.errors).length > 0)
        form.applyServerReply(remapReply(reply, form.getValues('right')));
      else form.setError(FORM_ALERT, { message: deskMessageFor(error) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label ?? (isNew ? m.editorNewTitle : m.editorEditTitle(question.key))}
    >
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Card as="section" className="admin-editor">
        {isNew && (
          <div className="admin-editor__pair">
            <Select
              label={m.editorCountry}
              name="country"
              options={COUNTRIES.map((c) => ({ id: c, label: m.countryNames[c] }))}
              value={keyCountry ?? newCountry}
              onChange={(value) => {
                const next = COUNTRIES.find((c) => c === value);
                if (!next) return;
                setNewCountry(next);
                form.setValue('categories', []);
              }}
            />
            {!keyless && (
              <FormTextField
                control={form.control}
                name="key"
                label={m.editorKey}
                description={m.editorKeyHint}
                isRequired
              />
            )}
          </div>
        )}
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <TextArea
              ref={field.ref}
              label={m.editorText}
              name="text"
              rows={3}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <fieldset className="admin-editor__answers">
          <legend>{m.questionAnswers}</legend>
          {ANSWER_SLOTS.map((slot, index) => (
            <FormTextField
              key={slot}
              control={form.control}
              name={`answers.${index as 0 | 1 | 2 | 3}` as const}
              label={m.editorAnswer(index + 1)}
              isRequired
            />
          ))}
        </fieldset>
        <Controller
          control={form.control}
          name="right"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={m.editorRight}
              name="right"
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
              isRequired
            >
              {ANSWER_SLOTS.map((slot, index) => (
                <RadioCard key={slot} value={slot} label={m.editorAnswer(index + 1)} />
              ))}
            </RadioGroup>
          )}
        />
        <Controller
          control={form.control}
          name="categories"
          render={({ field, fieldState }) => (
            <fieldset className="admin-editor__categories" aria-describedby="editor-categories-hint">
              <legend>{m.editorCategories}</legend>
              <p id="editor-categories-hint" className="admin-muted">
                {m.editorCategoriesHint}
              </p>
              {categories.isError ? (
                <RetryAlert retryLabel={m.retry} onRetry={() => void categories.refetch()}>
                  {messageFor(categories.error, { fallback: m.loadFailed })}
                </RetryAlert>
              ) : !categories.data ? (
                <Spinner label={m.loading} />
              ) : (
                <div className="admin-editor__category-list">
                  {categories.data.map((category, index) => {
                    const selected = field.value.includes(category.key);
                    return (
                      <Checkbox
                        key={category.key}
                        name="categories"
                        inputRef={index === 0 ? field.ref : undefined}
                        isSelected={selected}
                        onChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, category.key]
                              : field.value.filter((k: string) => k !== category.key),
                          )
                        }
                      >
                        {category.name} ({category.key})
                        {field.value[0] === category.key && ` ${m.editorMainCategory}`}
                      </Checkbox>
                    );
                  })}
                </div>
              )}
              {fieldState.error && (
                <p className="admin-field-error" role="alert">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="coins"
          render={({ field }) => (
            <RadioGroup
              label={m.editorCoins}
              name="coins"
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
            >
              {(['1', '2'] as const).map((coins) => (
                <RadioCard key={coins} value={coins} label={m.editorCoinsNames[coins]} />
              ))}
            </RadioGroup>
          )}
        />
        <Controller
          control={form.control}
          name="explanation"
          render={({ field, fieldState }) => (
            <TextArea
              ref={field.ref}
              label={m.editorExplanation}
              name="explanation"
              rows={5}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <div className="admin-editor__pair">
          <FormTextField control={form.control} name="source" label={m.editorSource} isRequired />
          <FormTextField
            control={form.control}
            name="validAsOf"
            label={m.editorValidAsOf}
            placeholder="TT.MM.JJJJ"
            isRequired
          />
        </div>
      </Card>
      <div className="admin-filters__actions">
        <Button type="submit" isPending={isPending || form.formState.isSubmitting}>
          {m.editorSave}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {m.editorCancel}
        </Button>
      </div>
    </form>
  );
}
