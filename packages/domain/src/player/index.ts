export * from './clock-text';
export * from './constants';
export * from './embed-origins';
export * from './embed-url';
export * from './order';
export * from './player-track';
export * from './queue';
export * from './recent';
