import type { FastifyInstance } from 'fastify';
import { kioskCreateCall, kioskSetupCall } from '../../../src/shared/api/calls/adminKiosk';
import { COMPANY_VIEW_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { kioskSetup, registerKioskDevice } from '../kiosk/kioskDevices';
import { defineRoute } from './registry';

/**
 * A company course's kiosk file (docs/product-rules.md#kiosk-sessions) under
 * /api/admin/companies/{company}/courses/{company_course}/kiosk: operators for any company, company admins for their
 * own. Making a file registers a kiosk device in one transaction with its audit row.
 */
const kiosk = { auth: 'admin', roles: COMPANY_VIEW_ROLES } as const;
const path = 'api/admin/companies/{company}/courses/{company_course}/kiosk';

export function adminKioskRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, kioskSetupCall, path, kiosk, ({ admin, params }) =>
    kioskSetup(ctx.db, admin, params.company, params.company_course, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    kioskCreateCall,
    path,
    { ...kiosk, transaction: true },
    ({ tx, admin, params, body, request }) =>
      registerKioskDevice(
        tx,
        { editor: { id: admin.id, email: admin.email }, ip: request.ip, now: ctx.clock() },
        admin,
        { company: params.company, course: params.company_course },
        body.code,
      ),
  );
}
