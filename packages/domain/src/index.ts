export * from './ids';
export * from './paging';
export * from './trending';
export * from './account';
export * from './listening';
