export * from './answers';
export * from './calls';
export * from './requests';
export * from './session-user';
export * from './settings-calls';
