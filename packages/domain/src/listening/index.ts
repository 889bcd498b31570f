export * from './rules';
export * from './session';
export * from './protocol';
