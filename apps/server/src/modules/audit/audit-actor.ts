import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/authenticate';
import type { AuditActor } from './audit.repository';

/** The signed-in staff member of a request and the address it came from, as the audit log records them. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { id: memberOf(request).uid, ip: request.ip };
}
