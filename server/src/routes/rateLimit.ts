import type { FastifyRequest } from 'fastify';
import { codedError, HttpError, ErrorCode } from '../errors';

/**
 * Limits on calls that guess secrets (login, password reset) or cost a hash and a mail (sign-up,
 * forgot-password, verification mails). Each call counts against several keys at once: the client address
 * (`request.ip`, which believes X-Forwarded-For only from TRUST_PROXY), the e-mail address as the contract
 * normalises it (trimmed, lower case: the way the database looks it up), and both together. A fixed window
 * per key; off with RATE_LIMITS=off (benchmarks). The rules they serve: docs/product-rules.md#security.
 */
export type LimitScope = 'client' | 'address' | 'client+address';

export interface Limit {
  scope: LimitScope;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Per call: which keys count and how many attempts each allows. The client's key comes first: a
 * refused request counts no further key, so one client cannot fill the table with addresses.
 */
export const LIMITS = {
  /** Other people behind the same address (a company network) can still sign in. */
  login: [
    { scope: 'client', max: 60, windowMs: MINUTE },
    { scope: 'client+address', max: 10, windowMs: MINUTE },
  ],
  resetPassword: [
    { scope: 'client', max: 30, windowMs: MINUTE },
    { scope: 'client+address', max: 10, windowMs: MINUTE },
  ],
  /** Its reply tells whether an account exists: this bounds how fast anyone can ask. */
  forgotPassword: [
    { scope: 'client', max: 10, windowMs: 10 * MINUTE },
    { scope: 'address', max: 5, windowMs: 10 * MINUTE },
  ],
  register: [
    { scope: 'client', max: 20, windowMs: 10 * MINUTE },
    { scope: 'address', max: 5, windowMs: 10 * MINUTE },
  ],
  resendVerification: [
    { scope: 'client', max: 10, windowMs: 10 * MINUTE },
    { scope: 'address', max: 3, windowMs: 10 * MINUTE },
  ],
  /**
   * Promo codes are guessable: one client, and one account from any client, may try this many before the
   * answer is FLOODED. The check and an order that names a code share the budget, or orders would tell
   * unknown, expired and used-up codes apart without limit.
   */
  promoCheck: [
    { scope: 'client', max: 10, windowMs: 10 * MINUTE },
    { scope: 'address', max: 10, windowMs: 10 * MINUTE },
  ],
  /** Feedback is stored for people to read: enough for anyone with something to say, not for a flood. */
  feedback: [
    { scope: 'client', max: 30, windowMs: 60 * MINUTE },
    { scope: 'address', max: 5, windowMs: 60 * MINUTE },
  ],
  /**
   * Company access codes are guessable too; counted per account, since a kiosk's participants share one
   * machine and address at a training session.
   */
  companyCode: [{ scope: 'address', max: 10, windowMs: 10 * MINUTE }],
  /**
   * Question reports are read by editors: per account (a kiosk's participants share an address), enough
   * for a learner working through a bad module, not for a flood.
   */
  questionReport: [{ scope: 'address', max: 10, windowMs: 60 * MINUTE }],
} satisfies Record<string, Limit[]>;

export type LimitedCall = keyof typeof LIMITS;

/**
 * A training room is one address: requests that carry a known kiosk secret (see kiosk/kioskDevices.ts) get this
 * many times the per-client budget of these calls, counted per device and client apart from everyone else's.
 * The per-account keys stay as they are, so guessing one account's password is stopped all the same.
 */
export const KIOSK_CLIENT_FACTOR = 10;
const KIOSK_GROWN: ReadonlySet<LimitedCall> = new Set(['register', 'login']);

/** Windows this many keys old are swept; attackers cycling keys cannot grow the map without end. */
const MAX_KEYS = 100_000;

/** The throttling message ('passwords.throttled'), on the fields of the form that sent the request. */
function throttled(fields: string[]): HttpError {
  return fields.length
    ? codedError(ErrorCode.passwordsThrottled, fields)
    : new HttpError(ErrorCode.passwordsThrottled);
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly clock: () => Date,
    private readonly enabled: boolean,
  ) {}

  /**
   * Counts one attempt at `call` by the request's client for `address` (the account it names: its normalised
   * e-mail or its id). Over a limit: 429 with Retry-After, the throttling message on `fields`. `kioskDevice`:
   * the known kiosk device the request came from (its per-client budget grows), null for any other request.
   */
  check(
    call: LimitedCall,
    request: FastifyRequest,
    address: string,
    fields: string[] = [],
    kioskDevice: number | null = null,
  ): void {
    if (!this.enabled) return;
    const now = this.clock().getTime();
    const kiosk = kioskDevice !== null && KIOSK_GROWN.has(call);
    for (const base of LIMITS[call] as Limit[]) {
      const grown = kiosk && base.scope === 'client';
      const limit = grown ? { ...base, max: base.max * KIOSK_CLIENT_FACTOR } : base;
      const client = grown ? `kiosk:${kioskDevice}|${request.ip}` : request.ip;
      const window = this.hit(`${call}|${limit.scope}|${this.subject(limit, client, address)}`, now, limit);
      if (window.count <= limit.max) continue;
      throw throttled(fields).retryAt(new Date(window.endsAt), new Date(now));
    }
  }

  /** Counts one attempt like `check`, but answers whether it is within the limits instead of throwing. */
  allows(call: LimitedCall, request: FastifyRequest, address: string): boolean {
    if (!this.enabled) return true;
    const now = this.clock().getTime();
    return (LIMITS[call] as Limit[]).every(
      (limit) =>
        this.hit(`${call}|${limit.scope}|${this.subject(limit, request.ip, address)}`, now, limit).count <=
        limit.max,
    );
  }

  private subject(limit: Limit, client: string, address: string): string {
    if (limit.scope === 'client') return client;
    if (limit.scope === 'address') return address;
    return `${client}|${address}`;
  }

  private hit(key: string, now: number, limit: Limit) {
    const current = this.windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return current;
    }
    if (this.windows.size >= MAX_KEYS) this.sweep(now);
    const fresh = { count: 1, endsAt: now + limit.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: every window is live. Dropping the oldest keys loses some counts, never memory.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
