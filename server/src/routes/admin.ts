import type { FastifyInstance } from 'fastify';
import {
  adminMeCall,
  adminOverviewCall,
  adminSignInCall,
  adminSignOutCall,
  adminVerifyCall,
  auditLogCall,
} from '../../../src/shared/api/calls/admin';
import {
  ADMIN_SESSION_ROLES,
  AUDIT_LOG_ROLES,
  AUDIT_PAGE_SIZE,
  STAFF_ROLES,
} from '../../../src/shared/api/constants';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { presentAdmin } from '../admin/accounts';
import { listAudit } from '../admin/audit';
import { adminOverview } from '../admin/overview';
import { sessionEnds } from '../admin/sessions';
import { signOutAdmin, startAdminSignIn, verifyAdminSignIn } from '../admin/signIn';
import { defineRoute } from './registry';

/**
 * The back office (docs/product-rules.md#back-office) under /api/admin: its sign-in, its session and the
 * audit log, and the start page's overview. Every route names the roles it admits; the server decides, whatever a client shows.
 */
/** The roles of the firm's own staff; company admins (reserved) are not among them. */
const EVERY_STAFF_ROLE = STAFF_ROLES;

export function adminRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, adminSignInCall, 'api/admin/session', { auth: 'none' }, async ({ body, request }) => {
    ctx.limiter.check('login', request, `admin:${body.email}`, ['email', 'password']);
    return startAdminSignIn(ctx, body, request.ip);
  });

  defineRoute(app, ctx, adminVerifyCall, 'api/admin/session/verify', { auth: 'none' }, ({ body, request }) =>
    verifyAdminSignIn(ctx, body, request.ip),
  );

  defineRoute(
    app,
    ctx,
    adminSignOutCall,
    'api/admin/session',
    // Company admins sign out and read their session too (docs/product-rules.md#companies).
    { auth: 'admin', roles: ADMIN_SESSION_ROLES },
    async ({ admin, request }) => {
      await signOutAdmin(ctx, admin, request.ip);
      return { message: messages.admin.signedOut };
    },
  );

  defineRoute(
    app,
    ctx,
    adminMeCall,
    'api/admin/me',
    { auth: 'admin', roles: ADMIN_SESSION_ROLES },
    async ({ admin }) => ({
      account: presentAdmin(admin),
      ...sessionEnds(admin.createdAt, admin.lastUsedAt),
    }),
  );

  defineRoute(
    app,
    ctx,
    adminOverviewCall,
    'api/admin/overview',
    // Figures only, no learner's data: every staff role sees the start page.
    { auth: 'admin', roles: EVERY_STAFF_ROLE },
    () => adminOverview(ctx.db, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    auditLogCall,
    'api/admin/audit',
    // The back office shows the log's link to these roles only (AUDIT_LOG_ROLES is shared with it).
    { auth: 'admin', roles: AUDIT_LOG_ROLES },
    async ({ query }) => {
      const { data, total } = await listAudit(ctx.db, query);
      return { data, total, page: query.page, per_page: AUDIT_PAGE_SIZE };
    },
  );
}
