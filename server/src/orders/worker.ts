import type { Context } from '../context';
import { resendFailedOrderMails } from './fulfil';
import { sendDueBookings, type TrainingDatabase } from './trainingDatabase';

export interface OrderWorker {
  /** Runs one round now (after an order, and in tests); rounds never overlap. */
  run(): Promise<void>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers what an order promised outside its transaction: training-database bookings and mails that
 * failed, every `intervalMs` and right after each order.
 */
export function startOrderWorker(ctx: Context, port: TrainingDatabase, intervalMs = 30_000): OrderWorker {
  let running: Promise<void> | null = null;
  const round = async () => {
    await sendDueBookings(ctx.db, port, ctx.clock());
    await resendFailedOrderMails(ctx);
  };
  const run = () => {
    running ??= round()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
