export * from './error-body';
export * from './kinds';
export * from './reasons';
export * from './spec-codes';
