export * from './rules';
export * from './session';
