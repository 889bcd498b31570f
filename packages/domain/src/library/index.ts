export * from './favorites';
export * from './limits';
export * from './playlist-details';
export * from './texts';
