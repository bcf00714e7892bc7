import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requiredText } from '../../../src/shared/api/primitives';
import { parseOrThrow } from '../errors';

/** Input of the route below, bounded like the contract's gut beraten number. */
export const devTrainingDatabaseSchema = {
  body: z.object({ gutberaten_id: requiredText(50), refuse: z.boolean() }),
};

/**
 * For the end-to-end tests: the development training database refuses the bookings of a gut beraten ID
 * (as a real one refuses an unknown ID) until told otherwise, so a failed booking and its retry can be
 * seen in the back office (docs/product-rules.md#training-database-bookings). Registered only with the
 * development port.
 */
export function devTrainingDatabaseRoutes(app: FastifyInstance, refusals: Set<string>): void {
  app.post('/api/dev/training-database/refusals', async (request) => {
    const body = parseOrThrow(devTrainingDatabaseSchema.body, request.body);
    if (body.refuse) refusals.add(body.gutberaten_id);
    else refusals.delete(body.gutberaten_id);
    return { refused: [...refusals].length };
  });
}
