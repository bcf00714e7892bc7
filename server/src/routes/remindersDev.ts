import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoDate } from '../../../src/shared/api/primitives';
import type { Context } from '../context';
import { parseOrThrow } from '../errors';
import { sweepReminders } from '../reminders/reminders';

/** Inputs of the reminders' development route (the fuzz test uses it too). */
export const remindersDevSchema = { body: z.object({ at: isoDate }) };

/** For the end-to-end tests: one round of the reminders at a given moment, as the sweep would run it then. */
export function remindersDevRoutes(app: FastifyInstance, ctx: Context): void {
  app.post('/api/dev/reminders/sweep', async (request) => {
    const { at } = parseOrThrow(remindersDevSchema.body, request.body);
    return sweepReminders(ctx, new Date(at));
  });
}
