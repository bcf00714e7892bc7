import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { HttpError, ErrorCode } from './errors';
import type { Db } from './db/database';

/**
 * Past capacity, a queue serves nobody in time: every request waits behind all the others. So the server
 * sheds what it cannot serve soon: a request that finds the oldest waiter for a database connection waiting
 * longer than `shedPoolDelayMs`, or an event loop lagging more than `shedEventLoopDelayMs` (PostgreSQL
 * only), is answered at once with 503 and Retry-After, and the app repeats it after that pause with the same
 * Idempotency-Key. The queue is judged by how long it makes a request wait, not by how many wait: a
 * shed request costs its user a whole second, and a queue of twenty quick statements is a few milliseconds.
 * The connectivity probe and the web app's files are never shed: the app must not think it is offline, and a
 * page must load.
 */
const RETRY_AFTER_SECONDS = 1;

const sheddable = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && !request.url.startsWith('/api/placebo');

function shed(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(new HttpError(ErrorCode.serviceOverloaded).toBody());
}

export async function shedLoad(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  // On PGlite the database runs on the event loop: its lag is the database's own work, not a queue.
  if (config.shedEventLoopDelayMs > 0 && db.kind === 'postgres') {
    await app.register(underPressure, {
      maxEventLoopDelay: config.shedEventLoopDelayMs,
      retryAfter: RETRY_AFTER_SECONDS,
      // Only API calls are shed; the probe and static files go on as if nothing happened.
      pressureHandler: (request, reply) => {
        if (sheddable(request)) void shed(reply);
      },
    });
  }
  if (config.shedPoolDelayMs > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (sheddable(request) && db.queueDelayMs() > config.shedPoolDelayMs) return shed(reply);
    });
  }
}
