import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_TEXT_MAX,
  questionReportFormSchema,
  type QuestionReportReason,
} from '../../../shared/domain/questionReports';
import { reportsMessages as m } from '../../../shared/messages/reports';
import { messageFor } from '../../api/messageFor';
import { currentUserAtom, useAtom, useAtomValue } from '../../state';
import {
  Button,
  CheckIcon,
  InlineAlert,
  Modal,
  ModalActions,
  RadioCard,
  RadioGroup,
  TextArea,
} from '../../ui';
import { Controller, FORM_ALERT, serverReplyOf, useZodForm } from '../../ui/form';
import { reportedQuestionsAtom, reportQuestionAtom } from './mutations';

interface ReportValues {
  reason: QuestionReportReason | undefined;
  text: string;
}
const EMPTY: ReportValues = { reason: undefined, text: '' };

/** The server's codes this form words itself; both mean the question counts as reported. */
const ERROR_CODES = { 'report.duplicate': m.duplicate, 'report.not-answered': m.notAnswered } as const;

/**
 * 'Frage melden' under a verdict (docs/product-rules.md#question-reports): a quiet button opens a small
 * dialog with the reason and an optional text of up to 1,000 characters. Once sent (or when the server
 * says the question is reported already) the button gives way to 'Frage gemeldet' and the thanks, which
 * take the focus the closed dialog hands back.
 */
export function ReportQuestion({ questionId }: { questionId: number }) {
  const user = useAtomValue(currentUserAtom);
  const [reported, setReported] = useAtom(reportedQuestionsAtom);
  const [isOpen, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const isReported = user !== null && (reported.get(user.id)?.has(questionId) ?? false);

  const markReported = () => {
    if (!user) return;
    const next = new Map(reported);
    next.set(user.id, new Set([...(reported.get(user.id) ?? []), questionId]));
    setReported(next);
  };

  // The dialog closed over the button that is gone now: the note takes the focus instead.
  useEffect(() => {
    if (thanked && !isOpen) noteRef.current?.focus();
  }, [thanked, isOpen]);

  return (
    <div className="quiz-report">
      {isReported ? (
        <p ref={noteRef} tabIndex={-1} className="quiz-report__done" data-question-reported="">
          <CheckIcon size={18} />
          <span>
            <strong>{m.reported}</strong>
            {thanked && <span> {m.thanks}</span>}
          </span>
        </p>
      ) : (
        <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
          {m.reportButton}
        </Button>
      )}
      <Modal title={m.dialogTitle} description={m.dialogIntro} isOpen={isOpen} onOpenChange={setOpen}>
        {(close) => (
          <ReportForm
            questionId={questionId}
            onCancel={close}
            onReported={(thanks) => {
              markReported();
              setThanked(thanks);
              close();
            }}
          />
        )}
      </Modal>
    </div>
  );
}

function ReportForm({
  questionId,
  onCancel,
  onReported,
}: {
  questionId: number;
  onCancel: () => void;
  /** true: this report was taken; false: the server had one open already. */
  onReported: (thanks: boolean) => void;
}) {
  const send = useAtomValue(reportQuestionAtom);
  const form = useZodForm(questionReportFormSchema, { defaultValues: EMPTY });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(
      async (values) => {
        try {
          await send.mutateAsync({ question_id: questionId, reason: values.reason, text: values.text });
          onReported(true);
        } catch (error) {
          if (serverReplyOf(error)?.code === 'report.duplicate') {
            onReported(false);
            return;
          }
          form.setError(FORM_ALERT, {
            message: messageFor(error, { codes: ERROR_CODES, fallback: m.sendFailed }),
          });
        }
      },
      // The radio group has no ref of its own for the form to focus: its first radio takes the focus.
      (errors) => {
        if (errors.reason) element.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      },
    )(event);
  };

  return (
    <form className="quiz-report__form" onSubmit={(event) => void submit(event)} noValidate>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={m.reasonLabel}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            // Two columns where the dialog is wide enough, one on a phone.
            orientation="horizontal"
            errorMessage={fieldState.error?.message}
          >
            {QUESTION_REPORT_REASONS.map((reason) => (
              <RadioCard key={reason} value={reason} label={m.reasons[reason]} />
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <div className="quiz-report__text">
            <TextArea
              label={m.textLabel}
              description={m.textDescription}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              rows={3}
              maxLength={QUESTION_REPORT_TEXT_MAX}
              errorMessage={fieldState.error?.message}
            />
            <p className="quiz-report__counter">{m.counter(field.value.length, QUESTION_REPORT_TEXT_MAX)}</p>
          </div>
        )}
      />
      <ModalActions>
        <Button variant="secondary" onPress={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {m.submit}
        </Button>
      </ModalActions>
    </form>
  );
}
