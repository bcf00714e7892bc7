import { useState } from 'react';
import { remindersMessages as m } from '../../../shared/messages/reminders';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Button, Card, Checkbox, InlineAlert, RetryAlert, Spinner } from '../../ui';
import { downloadCalendarAtom, updateRemindersAtom } from './mutations';
import { useReminders } from './queries';

/**
 * Reminders of the year's 15 hours (de, at): the opt-in, off by default, and the plan as a calendar file
 * (docs/product-rules.md#reminders). Nothing shows for ch, which has no yearly hours.
 */
export function YearReminders() {
  const reminders = useReminders();
  const update = useAtomValue(updateRemindersAtom);
  const calendar = useAtomValue(downloadCalendarAtom);
  const [failure, setFailure] = useState<string | null>(null);
  if (reminders.data && !reminders.data.available) return null;
  const plan = reminders.data?.plan;
  const toggle = (enabled: boolean) => {
    setFailure(null);
    update.mutate(enabled, { onError: (error) => setFailure(messageFor(error, { fallback: m.saveFailed })) });
  };
  const download = () => {
    setFailure(null);
    calendar.mutate(undefined, {
      onError: (error) => setFailure(messageFor(error, { fallback: m.calendarFailed })),
    });
  };
  return (
    <Card as="section" title={m.title} className="account__section">
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      {reminders.isError && !reminders.data ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void reminders.refetch()}>
          {messageFor(reminders.error, { fallback: m.loadFailed })}
        </RetryAlert>
      ) : !reminders.data || !plan ? (
        <Spinner />
      ) : (
        <>
          <p>{m.intro}</p>
          <p>
            {plan.done ? m.planDone(plan.year) : m.planLine(plan.hours_requested, plan.questions_per_week)}
          </p>
          <Checkbox
            isSelected={reminders.data.enabled}
            isDisabled={update.isPending}
            onChange={toggle}
            description={reminders.data.enabled ? m.enabled : m.disabled}
          >
            {m.toggle}
          </Checkbox>
          <h3 className="account__subtitle">{m.calendarTitle}</h3>
          <p>{m.calendarIntro}</p>
          <Button variant="secondary" isPending={calendar.isPending} onPress={download}>
            {m.calendarDownload}
          </Button>
        </>
      )}
    </Card>
  );
}
