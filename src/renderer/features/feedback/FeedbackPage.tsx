import { useState } from 'react';
import { feedbackFormSchema } from '../../../shared/domain/forms';
import { feedbackMessages as m } from '../../../shared/messages/feedback';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert, StarRating, TextArea } from '../../ui';
import { messageFor } from '../../api/messageFor';
import { Controller, FORM_ALERT, FormCheckbox, serverReplyOf, useZodForm } from '../../ui/form';
import { TEXT_LIMITS } from '../../../shared/api/constants';
import { sendFeedbackAtom } from './mutations';
import './feedback.css';

interface FeedbackValues {
  rating: number | null;
  feedback: string;
  anonymous: boolean;
}

const EMPTY: FeedbackValues = { rating: null, feedback: '', anonymous: false };

/**
 * /app/feedback: a star rating (required: 'Bitte wähle dein Feedback aus.'), a text and the anonymous flag;
 * after sending, a thank-you.
 */
export function FeedbackPage() {
  const send = useAtomValue(sendFeedbackAtom);
  const [sent, setSent] = useState(false);
  const form = useZodForm(feedbackFormSchema, { defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        rating: values.rating,
        feedback: values.feedback ?? '',
        anonymous: values.anonymous,
      });
      form.reset(EMPTY);
      setSent(true);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply) form.applyServerReply(reply, { unmappedOn: [FORM_ALERT] });
      else form.setError(FORM_ALERT, { message: messageFor(error, { fallback: m.sendFailed }) });
    }
  });

  if (sent) {
    return (
      <Card>
        <div className="feedback-thanks" role="status">
          <h2 className="feedback-thanks__title">{m.thankYou}</h2>
          <p>{m.thankYouText}</p>
        </div>
        <Button variant="secondary" onPress={() => setSent(false)}>
          {m.again}
        </Button>
      </Card>
    );
  }

  return (
    <Card>
      <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{m.intro}</p>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRating
              label={m.ratingLabel}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              starLabel={m.star}
              isRequired
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="feedback"
          render={({ field, fieldState }) => (
            <TextArea
              label={m.textLabel}
              description={m.textDescription}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              maxLength={TEXT_LIMITS.longText}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormCheckbox control={form.control} name="anonymous" description={m.anonymousDescription}>
          {m.anonymous}
        </FormCheckbox>
        <div className="feedback-form__actions">
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {m.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
