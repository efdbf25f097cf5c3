// The public face of @forewarn/domain. Nobody imports past this file.

export * from './api/case-detail.js';
export * from './api/case-summary.js';
export * from './api/comment.js';
export * from './api/trade-badges.js';
export * from './countries/countries.js';
export * from './countries/time-zone.js';
export * from './identifiers/mask.js';
export * from './identifiers/normalize.js';
export * from './identifiers/search-keys.js';
export * from './limits.js';
export * from './messages/messages.js';
export * from './policies/chat-allowance.js';
export type { Instant } from './policies/instant.js';
export * from './policies/phone-verification.js';
export * from './policies/submission-limit.js';
export * from './policies/username-cooldown.js';
export * from './schemas/account.js';
export * from './schemas/case.js';
export * from './schemas/field-errors.js';
export * from './schemas/interactions.js';
export * from './validation/identifier-formats.js';
export * from './validation/images.js';
export * from './validation/lodgement.js';
export * from './validation/mobile.js';
export * from './validation/nonsense.js';
export * from './validation/profanity.js';
export { charCount } from './validation/text.js';
