export * from './auth';
export * from './errors';
export * from './listening';
export * from './text';
