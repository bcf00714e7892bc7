import type { FastifyInstance } from 'fastify';
import {
  adminDocumentCall,
  adminDocumentsCall,
  documentCall,
  documentsCall,
} from '../../../src/shared/api/calls/documents';
import { messages } from '../../../src/shared/messages.de';
import { ORDER_DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { writeAudit } from '../admin/audit';
import { listDocuments, readDocument } from '../documents/archive';
import { HttpError, ErrorCode } from '../errors';
import { defineRoute } from './registry';

/**
 * Documents archived as issued (docs/product-rules.md#documents): the learner's own under
 * /api/users/{user}/documents, any for the back office's operator and support, each download there an
 * audit row (a view of a learner's personal data).
 */

export function documentRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, documentsCall, 'api/users/{user}/documents', { auth: 'user' }, async ({ user }) => ({
    data: await listDocuments(ctx.db, { userId: user.id }),
  }));

  defineRoute(
    app,
    ctx,
    documentCall,
    'api/users/{user}/documents/{document}',
    { auth: 'user' },
    ({ user, params }) => readDocument(ctx.db, params.document, user.id),
  );

  defineRoute(
    app,
    ctx,
    adminDocumentsCall,
    'api/admin/documents',
    { auth: 'admin', roles: ORDER_DESK_ROLES },
    async ({ query }) => {
      if (query.order !== undefined) return { data: await listDocuments(ctx.db, { orderId: query.order }) };
      if (query.user !== undefined) return { data: await listDocuments(ctx.db, { userId: query.user }) };
      throw new HttpError(ErrorCode.validation, { order: [messages.adminRealm.documentsFilterRequired] });
    },
  );

  defineRoute(
    app,
    ctx,
    adminDocumentCall,
    'api/admin/documents/{document}',
    { auth: 'admin', roles: ORDER_DESK_ROLES, transaction: true },
    async ({ admin, params, request, tx }) => {
      const document = await readDocument(tx, params.document);
      await writeAudit(tx, ctx.clock(), {
        actor: { id: admin.id, email: admin.email },
        ip: request.ip,
        action: 'document.download',
        entityType: 'document',
        entityId: document.id,
        after: { kind: document.kind, number: document.number, sha256: document.sha256 },
      });
      return document;
    },
  );
}
