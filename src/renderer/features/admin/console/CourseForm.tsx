import './console.css';
import { useState } from 'react';
import {
  BANK_PAGE_SIZE,
  type ConsoleCategory,
  type ConsoleQuestion,
  type CourseInput,
} from '../../../../shared/api/calls/companyConsole';
import type { ReactNode } from 'react';
import {
  courseFormSchema,
  EMPTY_COURSE_FORM,
  type CourseFormValues,
} from '../../../../shared/domain/companyConsoleForms';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
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
  TextField,
} from '../../../ui';
import { Controller, FORM_ALERT, FormTextField, serverReplyOf, useWatch, useZodForm } from '../../../ui/form';
import { PagedResults } from '../PagedResults';
import { consoleMessageFor } from './consoleErrors';
import { useBankSearch, useConsoleCategories } from './queries';

/** A question with its answers (the right one marked) and its explanation. */
export function QuestionCard({ question, action }: { question: ConsoleQuestion; action?: ReactNode }) {
  return (
    <li className="console-question" data-testid="console-question">
      <p className="console-question__text">
        <strong>{question.key}</strong> {question.text}
      </p>
      <ul className="console-question__answers">
        {question.answers.map((answer, i) => (
          <li key={i}>
            {answer.text}
            {answer.correct && <strong> ({m.correct})</strong>}
          </li>
        ))}
      </ul>
      {question.explanation && (
        <p className="console-question__explanation">
          {m.explanation}: {question.explanation}
        </p>
      )}
      {action}
    </li>
  );
}

function BankPicker({
  company,
  categories,
  picked,
  onAdd,
}: {
  company: number;
  categories: readonly ConsoleCategory[];
  picked: readonly number[];
  onAdd: (question: ConsoleQuestion) => void;
}) {
  const [source, setSource] = useState<'bank' | 'own'>('bank');
  const [category, setCategory] = useState<string>('');
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<{ own: boolean; category: number | null; text: string }>({
    own: false,
    category: null,
    text: '',
  });
  const [page, setPage] = useState(1);
  const bank = useBankSearch(company, applied.category, applied.text, page, applied.own);
  return (
    <Card as="section" title={m.searchBank} className="admin-editor">
      <div className="admin-filters__grid">
        <Select
          label={m.searchSource}
          name="bank-source"
          options={[
            { id: 'bank', label: m.sourceBank },
            { id: 'own', label: m.sourceOwn },
          ]}
          value={source}
          onChange={(value) => setSource(value === 'own' ? 'own' : 'bank')}
        />
        <Select
          label={m.searchCategory}
          name="bank-category"
          options={[
            { id: '', label: m.anyCategory },
            ...categories.map((c) => ({ id: String(c.id), label: c.name })),
          ]}
          value={category}
          onChange={(value) => setCategory(value ?? '')}
        />
        <TextField label={m.searchText} name="bank-text" value={text} onChange={setText} maxLength={100} />
      </div>
      <div className="admin-actions">
        <Button
          variant="secondary"
          onPress={() => {
            setPage(1);
            setApplied({
              own: source === 'own',
              category: category ? Number(category) : null,
              text: text.trim(),
            });
          }}
        >
          {m.search}
        </Button>
      </div>
      <PagedResults
        query={bank}
        pageSize={BANK_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.bankCount}
        empty={m.bankEmpty}
        pagination={m.bankPagination}
      >
        {(rows) => (
          <ul className="console-questions">
            {rows.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={picked.includes(question.id)}
                    aria-label={m.addQuestion(question.key)}
                    onPress={() => onAdd(question)}
                  >
                    {m.add}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </Card>
  );
}

interface CourseFormProps {
  company: number;
  title: string;
  initial?: CourseFormValues;
  /** The questions of the course edited, shown while picking. */
  initialQuestions?: readonly ConsoleQuestion[];
  onSave: (body: CourseInput) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
}

/**
 * A course's fields: name, pass mark, open window, deadline, and its questions, drawn at random from
 * categories or picked one by one from the bank. Checked by the schema the server runs.
 */
export function CourseForm({
  company,
  title,
  initial = EMPTY_COURSE_FORM,
  initialQuestions = [],
  onSave,
  onCancel,
  isPending = false,
}: CourseFormProps) {
  const form = useZodForm(courseFormSchema, { defaultValues: initial });
  const mode = useWatch({ control: form.control, name: 'selection.mode' });
  const categories = useConsoleCategories(company);
  const [known, setKnown] = useState<ConsoleQuestion[]>(() => [...initialQuestions]);
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.errors && Object.keys(reply.errors).length > 0) form.applyServerReply(reply);
      else form.setError(FORM_ALERT, { message: consoleMessageFor(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Card as="section" className="admin-editor">
        <FormTextField control={form.control} name="name" label={m.fieldName} maxLength={120} isRequired />
        <FormTextField
          control={form.control}
          name="pass_mark"
          label={m.fieldPassMark}
          description={m.fieldPassMarkHint}
          inputMode="numeric"
          isRequired
        />
        <div className="admin-filters__grid">
          <FormTextField
            control={form.control}
            name="open_from"
            label={m.fieldOpenFrom}
            placeholder="TT.MM.JJJJ"
          />
          <FormTextField
            control={form.control}
            name="open_until"
            label={m.fieldOpenUntil}
            placeholder="TT.MM.JJJJ"
          />
          <FormTextField
            control={form.control}
            name="deadline"
            label={m.fieldDeadline}
            description={m.fieldDeadlineHint}
            placeholder="TT.MM.JJJJ"
          />
        </div>
      </Card>
      <Card as="section" className="admin-editor">
        <Controller
          control={form.control}
          name="selection.mode"
          render={({ field }) => (
            <RadioGroup
              label={m.fieldMode}
              name="selection.mode"
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
            >
              <RadioCard value="draw" label={m.modeDraw} />
              <RadioCard value="pick" label={m.modePick} />
            </RadioGroup>
          )}
        />
        {categories.isError ? (
          <RetryAlert retryLabel={m.retry} onRetry={() => void categories.refetch()}>
            {m.loadFailed}
          </RetryAlert>
        ) : !categories.data ? (
          <Spinner label={m.loading} />
        ) : mode === 'draw' ? (
          <>
            <Controller
              control={form.control}
              name="selection.categories"
              render={({ field, fieldState }) => (
                <fieldset className="console-categories">
                  <legend>{m.fieldCategories}</legend>
                  {categories.data.map((category) => (
                    <Checkbox
                      key={category.id}
                      isSelected={field.value.includes(category.id)}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, category.id] : field.value.filter((id) => id !== category.id),
                        )
                      }
                    >
                      {`${category.name} (${category.questions})`}
                    </Checkbox>
                  ))}
                  {fieldState.error && (
                    <p className="console-error" role="alert">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
            <FormTextField
              control={form.control}
              name="selection.count"
              label={m.fieldCount}
              description={m.fieldCountHint}
              inputMode="numeric"
              isRequired
            />
          </>
        ) : (
          <Controller
            control={form.control}
            name="selection.questions"
            render={({ field, fieldState }) => (
              <>
                <p data-testid="console-picked-count">{m.picked(field.value.length)}</p>
                {fieldState.error && (
                  <p className="console-error" role="alert">
                    {fieldState.error.message}
                  </p>
                )}
                <ul className="console-questions">
                  {field.value.map((id) => {
                    const question = known.find((q) => q.id === id);
                    return question ? (
                      <QuestionCard
                        key={id}
                        question={question}
                        action={
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={m.removeQuestion(question.key)}
                            onPress={() => field.onChange(field.value.filter((other) => other !== id))}
                          >
                            {m.remove}
                          </Button>
                        }
                      />
                    ) : null;
                  })}
                </ul>
                <BankPicker
                  company={company}
                  categories={categories.data}
                  picked={field.value}
                  onAdd={(question) => {
                    setKnown((list) => [...list, question]);
                    field.onChange([...field.value, question.id]);
                  }}
                />
              </>
            )}
          />
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
  );
}
