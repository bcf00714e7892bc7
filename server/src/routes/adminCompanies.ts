import type { FastifyInstance } from 'fastify';
import {
  COMPANY_PAGE_SIZE,
  companiesCall,
  companyAdminInviteCall,
  companyAdminRemoveCall,
  companyCall,
  companyCreateCall,
  companyUpdateCall,
  invitationAcceptCall,
} from '../../../src/shared/api/calls/adminCompanies';
import { COMPANY_DESK_ROLES, COMPANY_VIEW_ROLES } from '../../../src/shared/api/constants';
import { companyDeskMessages } from '../../../src/shared/messages/companyDesk';
import type { AdminAuth } from '../admin/sessions';
import { createCompany, listCompanies, showCompany, updateCompany } from '../companies/companyDesk';
import { acceptInvitation, inviteCompanyAdmin, removeCompanyAdmin } from '../companies/invitations';
import type { Context } from '../context';
import { IMAGE_BODY_LIMIT, storeImage } from '../images/images';
import { defineRoute } from './registry';

/**
 * Companies in the back office (docs/product-rules.md#companies) under /api/admin/companies. Operators only,
 * but for a company's page, which a company admin opens for their own company; every write runs in one
 * transaction with its audit row. The invitation's link is a visitor's call: its token is the credential.
 */
const desk = { auth: 'admin', roles: COMPANY_DESK_ROLES } as const;
const deskWrite = { ...desk, transaction: true } as const;
/** The writes that may carry a logo. */
const deskUpload = { ...deskWrite, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } } as const;

export function adminCompaniesRoutes(app: FastifyInstance, ctx: Context): void {
  const write = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });

  defineRoute(app, ctx, companiesCall, 'api/admin/companies', desk, async ({ query }) => {
    const { data, total } = await listCompanies(ctx.db, query);
    return { data, total, page: query.page, per_page: COMPANY_PAGE_SIZE };
  });

  defineRoute(
    app,
    ctx,
    companyCall,
    'api/admin/companies/{company}',
    { auth: 'admin', roles: COMPANY_VIEW_ROLES },
    ({ admin, params }) => showCompany(ctx.db, admin, params.company, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    companyCreateCall,
    'api/admin/companies',
    deskUpload,
    async ({ tx, admin, body, request }) => {
      const by = write(admin, request.ip);
      const logo = body.logo ? await storeImage(tx, body.logo, 'logo', by.now, 'logo') : null;
      return createCompany(tx, by, body, logo);
    },
  );

  defineRoute(
    app,
    ctx,
    companyUpdateCall,
    'api/admin/companies/{company}',
    deskUpload,
    async ({ tx, admin, params, body, request }) => {
      const by = write(admin, request.ip);
      const logo = body.logo ? await storeImage(tx, body.logo, 'logo', by.now, 'logo') : undefined;
      return updateCompany(tx, by, params.company, body, logo);
    },
  );

  defineRoute(
    app,
    ctx,
    companyAdminInviteCall,
    'api/admin/companies/{company}/admins',
    deskWrite,
    async ({ tx, admin, params, body, request, afterCommit }) => {
      const invited = await inviteCompanyAdmin(
        tx,
        write(admin, request.ip),
        params.company,
        body,
        ctx.config.publicUrl,
      );
      afterCommit(() => ctx.mailer.send(invited.mail));
      return invited.admin;
    },
  );

  defineRoute(
    app,
    ctx,
    companyAdminRemoveCall,
    'api/admin/companies/{company}/admins/{admin}',
    deskWrite,
    async ({ tx, admin, params, request }) => {
      const removed = await removeCompanyAdmin(tx, write(admin, request.ip), params.company, params.admin);
      return { message: companyDeskMessages.removed(removed.email) };
    },
  );

  defineRoute(
    app,
    ctx,
    invitationAcceptCall,
    'api/admin/invitations/accept',
    { auth: 'none', transaction: true },
    ({ tx, body, request }) => acceptInvitation(tx, body, request.ip, ctx.clock()),
  );
}
