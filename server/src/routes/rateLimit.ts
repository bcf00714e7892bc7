import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Context } from '../context';

/**
 * Per-route limit for calls that guess secrets (login, password reset, promo codes): per client
 * address, and per address and e-mail where the body names one. Off with RATE_LIMITS=off (benchmarks).
 */
export function rateLimit(ctx: Context, options: { max: number; perEmail?: boolean }): RouteShorthandOptions {
  if (!ctx.config.rateLimits) return {};
  return {
    config: {
      rateLimit: {
        max: options.max,
        timeWindow: 60_000,
        // After the body is parsed, so the key can name the e-mail (onRequest, the default, sees no body).
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => {
          const body = request.body as { email?: unknown } | undefined;
          const email = options.perEmail && typeof body?.email === 'string' ? body.email.toLowerCase() : '';
          return `${request.ip}|${email}`;
        },
      },
    },
  };
}
