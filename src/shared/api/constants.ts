/**
 * Business constants and limits, shared by client, server and tests; docs/product-rules.md says what they
 * mean.
 */

export const PRODUCT_NAME = 'Weiterbildungsquiz';
export const APP_VERSION = '5.3.17';

export const COUNTRIES = ['de', 'at', 'ch'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_STORAGE_KEY = 'country';

export const ROLES = ['agent', 'makler'] as const;
export type Role = (typeof ROLES)[number];

export const MODULES = [1, 2] as const;
export type ModuleId = (typeof MODULES)[number];

/** 100 quiz coins equal one training hour (de, at). */
export const COINS_PER_HOUR = 100;
/** Price per hour (de, at, EUR) or per credit (ch, CHF), before VAT, in cents. */
export const PRICE_PER_UNIT_CENTS = 2000;
/**
 * VAT added to the net price: German and Austrian standard rates (prices are "plus VAT"); Swiss credits are
 * quoted as a plain CHF amount, training being exempt from Swiss VAT (Art. 21 MWSTG).
 */
export const VAT_RATE: Record<Country, number> = { de: 0.19, at: 0.2, ch: 0 };

export const ASSOCIATIONS = ['cicero', 'sfpo', 'sav', 'skpe'] as const;
export type Association = (typeof ASSOCIATIONS)[number];
export const COINS_PER_CREDIT: Record<Association, number> = { cicero: 100, sfpo: 100, skpe: 200, sav: 200 };

export const BASIC_QUESTION_COINS = 1;
export const EXPERT_QUESTION_COINS = 2;
export const DIFFICULTIES = [1, 2] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const COIN_VALIDITY_DAYS = 365;
/** The Swiss coin progress bar wraps every 100 coins; requesting credits needs at least 100. */
export const COIN_PROGRESS_WRAP = 100;
export const SWISS_MIN_COINS_FOR_CREDITS = 100;

export const MAX_BOOKED_COURSES = 3;
export const COURSE_HOURS = [1, 3, 5] as const;
export type CourseHours = (typeof COURSE_HOURS)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const PROBE_INTERVAL_MS = 5_000;
export const MIGRATION_DELAY_MS = 300_000;
export const ERROR_SCREEN_BUTTON_DELAY_MS = 3_000;

export const LAYOUT = {
  mobileMaxWidth: 768,
  wideWidths: [1100, 1320],
  sidebarWidth: 300,
  topBarHeight: 56,
  modalMaxWidth: 400,
  modalSideMargin: 40,
  modalPadding: 20,
  contentMaxWidths: [650, 800],
  quizMaxWidth: 800,
  animationMs: 300,
} as const;

export const PRESS = {
  minLongPressDelayMs: 10,
  defaultLongPressDelayMs: 450,
  maxPressStartDelayMs: 50,
  longPressMoveTolerancePx: 10,
} as const;

export const SOCKET_RECONNECT = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

/** Ids are PostgreSQL `integer` columns: a larger id can name nothing, so the contract refuses it. */
export const MAX_ID = 2_147_483_647;

/**
 * Limits on free text the server accepts (beyond the original product: nothing unbounded reaches the
 * database).
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  password: 200,
  shortText: 255,
  longText: 5_000,
  deviceName: 200,
  token: 500,
} as const;

/** Realtime events on a channel: add, update or remove a list item. */
export const REALTIME_EVENTS = ['created', 'updated', 'destroyed'] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * Channels named by the x-socket-event header: the user (GET users/me) and the user's course list
 * (GET users/{user}/courses and each course). The socket event is `${channel}.${event}`, e.g.
 * `users.7.courses.updated`; created/updated carry the entity, destroyed carries `{ id }`.
 */
export const REALTIME_CHANNELS = {
  user: (userId: number) => `users.${userId}`,
  courses: (userId: number) => `users.${userId}.courses`,
} as const;
export const realtimeEventName = (channel: string, event: RealtimeEvent) => `${channel}.${event}`;

/**
 * The back office (docs/product-rules.md#back-office): its own accounts and roles, separate from learners.
 * A `company_admin` is bound to one company and sees only that company's page (docs/product-rules.md#companies).
 */
export const ADMIN_ROLES = ['operator', 'editor', 'support', 'company_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_SESSION = {
  /** An admin session ends after this long without a request. */
  idleMs: 30 * 60_000,
  /** And after this long in all, however busy. */
  absoluteMs: 8 * 60 * 60_000,
  /** Between the password and the second factor: the sign-in's challenge lives this long. */
  challengeMs: 5 * 60_000,
} as const;
/** Wrong passwords, and wrong second-factor codes, per account: this many lock that step for lockMs. */
export const ADMIN_LOCK = { failures: 5, lockMs: 15 * 60_000 } as const;
export const ADMIN_RECOVERY_CODES = 10;
/** TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30 s, one step either way. */
export const ADMIN_TOTP = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;
/** The roles of the firm's own staff; company admins (reserved) are not among them. */
export const STAFF_ROLES = ['operator', 'editor', 'support'] as const satisfies readonly AdminRole[];
/** Who works the editorial desk and the learners' reports: the routes admit them, the back office links them. */
export const DESK_ROLES = ['operator', 'editor'] as const satisfies readonly AdminRole[];
/** Who sees orders and their documents in the back office (each order or document opened is audited). */
export const ORDER_DESK_ROLES = ['operator', 'support'] as const satisfies readonly AdminRole[];
/**
 * The back office's start page: answers per day over `days` days, new learners per week over `weeks` ISO
 * weeks (days and weeks in Europe/Berlin), and the live questions due for review, whose validAsOf is older
 * than `reviewMonths` months or missing.
 */
export const ADMIN_OVERVIEW = { days: 30, weeks: 12, reviewMonths: 12 } as const;
/** Who reads the audit log: the server's route admits these roles, and the back office links it for them. */
export const AUDIT_LOG_ROLES = ['operator'] as const satisfies readonly AdminRole[];
/** Who manages promo codes: operators only (a support account cannot create codes). */
export const PROMO_ROLES = ['operator'] as const satisfies readonly AdminRole[];
/** Who cancels orders (a Stornorechnung): operators; support sees orders but cannot cancel them. */
export const ORDER_CANCEL_ROLES = ['operator'] as const satisfies readonly AdminRole[];
/** Who creates and edits companies and invites their admins (docs/product-rules.md#companies). */
export const COMPANY_DESK_ROLES = ['operator'] as const satisfies readonly AdminRole[];
/** Who opens a company's page: the desk, and a company admin (their own company only). */
export const COMPANY_VIEW_ROLES = ['operator', 'company_admin'] as const satisfies readonly AdminRole[];
/** Every signed-in account reads its session and signs out: staff and company admins. */
export const ADMIN_SESSION_ROLES = [...STAFF_ROLES, 'company_admin'] as const satisfies readonly AdminRole[];
/** Who manages news providers, articles, ads and the fullscreen interval: operators only. */
export const NEWS_DESK_ROLES = ['operator'] as const satisfies readonly AdminRole[];
/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50 as const;
/** Who reads the back office's figures (orders, revenue, hours and credits sold, promo use). */
export const FIGURES_ROLES = ['operator', 'support'] as const satisfies readonly AdminRole[];
/** Who works the support desk (learners, their accounts, the feedback inbox); each learner opened is audited. */
export const SUPPORT_ROLES = ['operator', 'support'] as const satisfies readonly AdminRole[];
