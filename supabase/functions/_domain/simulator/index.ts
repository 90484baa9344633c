export * from './config.ts';
export * from './model.ts';
export * from './simulate.ts';
export * from './risk.ts';
export * from './scenarios.ts';
export * from './own-room.ts';
export * from './view.ts';
