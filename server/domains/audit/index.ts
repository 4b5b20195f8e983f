/** The audit log's public entry: other domains record their privileged actions through `recordAudit`. */
export { auditLog } from './schema.ts';
export {
  type Actor,
  type AuditRecord,
  type AuditService,
  createAuditService,
  recordAudit,
} from './service.ts';
