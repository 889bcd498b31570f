export * from './rules';
export * from './catalogue';
