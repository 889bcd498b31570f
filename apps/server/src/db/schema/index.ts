// Every table, one file per context (ADR 0007); import from '~/db/schema', never a file here.
export * from './account';
export * from './catalog';
export * from './instances';
export * from './jobs';
export * from './library';
export * from './listening';
export * from './operator';
export * from './ranking';
export * from './referral';
export * from './rewards';
export * from './search';
