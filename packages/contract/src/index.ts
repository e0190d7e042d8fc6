export * from './errors';
export * from './users';
export * from './auth';
export * from './health';
export * from './patients';
export * from './sessions';
export * from './dashboard';
