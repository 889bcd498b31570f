// The operator context's public surface (ADR 0028): the role, the audit log, the console's calls.
export { registerAuditCsvRoute, AUDIT_CSV_PATH } from './audit-csv.route';
export { createAccountReview, REVIEW_PAGE, type AccountReview } from './account-review';
export { createAuditLog, COMMAND_LINE, type Actor, type AuditLog } from './audit-log';
export { createGrants, GrantError, type Grants } from './grants';
export { askServer, createOperatorInbox, type OperatorInbox } from './operator-inbox';
export { operatorHandlers } from './operator.handlers';
export { createOperatorRepo } from './operator.repo';
export { createOperatorService, type OperatorService } from './operator.service';
export { createFraudReview, type FraudReview } from './fraud-review';
export { createFraudRuleSettings } from './fraud-rule-settings';
export { FRAUD_RULES, type FraudRuleName } from './fraud-rules';
