import { auditEntrySchema, auditQuerySchema, consolePageSchema } from '../../../shared/console/contract.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { AuditService } from './service.ts';

/** The audit log in the console (`/java/admin/audit`): administrators only. */
export const auditAdminRoutes =
  (audit: AuditService): ApiPlugin =>
  async (api) => {
    api.get(
      '/audit',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Administrators: the audit log, newest first, by actor, action, subject and UTC days',
          tags: ['console', 'admin'],
          querystring: auditQuerySchema,
          response: { 200: successSchema(consolePageSchema(auditEntrySchema)) },
        },
      },
      async (request) => ok(await audit.search(request.query)),
    );
  };
