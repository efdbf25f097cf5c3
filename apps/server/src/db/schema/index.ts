export * from './cases.js';
export * from './rate-limits.js';
export * from './reports.js';
export * from './threads.js';
export * from './users.js';
