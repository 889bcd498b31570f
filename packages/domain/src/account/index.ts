export * from './credentials';
export * from './limits';
export * from './profile';
export * from './texts';
export * from './user-id';
export * from './wallet';
