export * from './cases.js';
export * from './named-parties.js';
export * from './notifications.js';
export * from './rate-limits.js';
export * from './reports.js';
export * from './search.js';
export * from './threads.js';
export * from './users.js';
