export * from './client-messages';
export * from './server-messages';
