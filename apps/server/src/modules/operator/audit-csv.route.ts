import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import type { OperatorService } from './operator.service';

/** Where the audit log's CSV export is served. */
export const AUDIT_CSV_PATH = '/api/operator/audit.csv';

const dateOf = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new AppError('invalid_argument', REASONS.invalidOperatorAction, `Not a date: ${value}.`);
  return date;
};
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * GET /api/operator/audit.csv?action=&actor=&since=&until=: the audit log as a CSV download,
 * checked as the RPCs are (no session 401, not an operator 403). A plain route so a link
 * downloads it with the session cookie.
 */
export function registerAuditCsvRoute(
  app: FastifyInstance,
  deps: {
    operator: OperatorService;
    viewerOf: (req: FastifyRequest) => Promise<string | undefined>;
  },
) {
  app.get(AUDIT_CSV_PATH, async (req, reply) => {
    const userId = await deps.viewerOf(req);
    if (!userId)
      throw new AppError(
        'unauthenticated',
        REASONS.authenticationRequired,
        ACCOUNT_TEXTS.authenticationRequired,
      );
    await deps.operator.operatorOrThrow(userId);
    const q = req.query as Record<string, unknown>;
    const csv = await deps.operator.auditCsv({
      action: textOf(q.action),
      actor: textOf(q.actor),
      since: dateOf(q.since),
      until: dateOf(q.until),
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="earshot-audit-log.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
