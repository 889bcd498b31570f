export * from './ids';
export * from './paging';
export * from './trending';
