export * from './ids';
export * from './paging';
export * from './trending';
export * from './account';
export * from './player';
export * from './listening';
export * from './ep';
export * from './library';
