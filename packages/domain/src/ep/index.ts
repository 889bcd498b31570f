export * from './rates';
export * from './units';
