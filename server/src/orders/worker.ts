import type { Context } from '../context';
import { resendFailedReportMails } from '../reports/reports';
import { reminderSweeper } from '../reminders/reminders';
import { resendFailedCancellationMails } from './cancellations';
import { resendFailedOrderMails } from './fulfil';
import { sendDueBookings, type TrainingDatabase } from './trainingDatabase';

export interface OrderWorker {
  /** Runs one round now (after an order, and in tests); rounds never overlap. */
  run(): Promise<void>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface OrderWorkerOptions {
  /** 0: no timer, rounds only when woken. */
  intervalMs?: number;
  /** Where failures go (the server's log): a failed round, an order mail that failed again. */
  logError?: (error: unknown, message: string) => void;
}

/**
 * Delivers what an order promised outside its transaction: training-database bookings and mails that
 * failed, every `intervalMs` and right after each order. Bookings keep their own error in the
 * database (the user sees it); mail failures only reach the log.
 */
export function startOrderWorker(
  ctx: Context,
  port: TrainingDatabase,
  { intervalMs = 30_000, logError = () => undefined }: OrderWorkerOptions = {},
): OrderWorker {
  let running: Promise<void> | null = null;
  const sweepReminders = reminderSweeper(ctx);
  const round = async () => {
    await sendDueBookings(ctx.db, port, ctx.clock());
    await resendFailedOrderMails(ctx, (error, orderId) =>
      logError(error, `order ${orderId}: invoice mail failed again`),
    );
    await resendFailedCancellationMails(ctx, (error, id) =>
      logError(error, `cancellation ${id}: Stornorechnung mail failed again`),
    );
    // Question reports' decision mails share the retry (docs/product-rules.md#question-reports).
    await resendFailedReportMails(ctx, (error, reportId) =>
      logError(error, `question report ${reportId}: decision mail failed again`),
    );
    // Reminders of the year's 15 hours, due jobs claimed with SKIP LOCKED (docs/product-rules.md#reminders).
    await sweepReminders((error, jobId) => logError(error, `reminder ${jobId}: mail failed`));
  };
  const run = () => {
    running ??= round()
      .catch((error: unknown) => logError(error, 'order worker round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void run(), intervalMs) : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
