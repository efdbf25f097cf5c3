import { randomUUID } from 'node:crypto';
import type { CountryCode } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  apiTokens,
  caseImages,
  cases,
  comments,
  feedback,
  messages,
  namedPartyCodes,
  notices,
  phoneCodes,
  submissions,
  tradeApplications,
  watches,
  webhookEndpoints,
} from '../src/db/schema/index.js';
import { processImage } from '../src/lib/images/process-image.js';
import { insertEmailToken } from '../src/modules/accounts/email-link-repository.js';
import { phoneCodeHash, sha256 } from '../src/modules/accounts/tokens.js';
import { storeImages } from '../src/modules/cases/images.js';
import { statusToken, tokenHash } from '../src/modules/notices/tokens.js';
import { insertNotifications } from '../src/modules/notifications/repository.js';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe.js';
import { findOrCreateThread } from '../src/modules/threads/repository.js';
import { buildTestApp } from './build-test-app.js';
import { caseForm, image, imageForm, upload, VALID_CASE } from './case-form.js';
import { makeCase, makeUser, sessionCookie, type TestUser, unique } from './factories.js';
import { multipartBody } from './multipart.js';
import { insertAppeal, insertNotice, insertStatement, solveNoticeChallenge } from './notice-kit.js';
import { newDevice } from './push-service.js';
import { createRecordingSms } from './recording-sms.js';

// The authorization matrix (DESIGN.md §3): every route under /api × every role, with the class
// of answer each role gets. The table below is the whole permission model in one place; the
// test fails when a route is added, removed or renamed without its row here.
//
// Roles (columns):
//   visitor   no session cookie
//   user      signed in, email NOT verified
//   verified  signed in, email verified, no relation to the fixtures
//   creator   verified; created the case under test
//   other     verified; not the creator; wrote the response (comment) under test
//   plumber   verified plumber (sees plumbers-only cases)
//   member    verified; the responder of the thread under test (its owner is `creator`)
// Moderators and admins are not built yet: no route of theirs exists to test.
//   moderator verified; role moderator (opens every case, hidden and trade-restricted ones too)
//   admin     verified; role admin (a moderator who also makes moderators and reads the audit log)
//   suspended verified; suspended by a moderator: reads, signs in and out, writes nothing else
//
// Fixture column: `-` the route is about no case; `case` a normal case lodged by creator;
// `plumbers` a case flagged "Visible to verified plumbers only", lodged by creator (for
// POST /api/cases: lodging with that flag ticked); `thread` a thread about an anonymous case
// of creator's, between creator (its owner) and member (its responder), who has an avatar.
//
// Outcomes: `ok` any 2xx; `listed` / `unlisted` a 2xx list that does / does not contain the
// fixture case; a number is that exact status. Every request carries a valid body, so what
// decides the status is who asks, not what they sent.

const MATRIX = `
  method  route                                          fixture   visitor  user     verified  creator  other    plumber  member   moderator  admin    suspended
  GET     /api/health                                    -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/ready                                     -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/geo                                       -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/docs                                      -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/docs/json                                 -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/docs/yaml                                 -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/docs/static/index.html                    -         302      302      302       302      302      302      302      302        302      302
  GET     /api/docs/static/swagger-initializer.js        -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/docs/static/*                             -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok

  GET     /api/auth/session                              -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/auth/signup-challenge                     -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/signup                               -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/login                                -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/logout                               -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/verify-email                         -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/resend-verification                  -         401      ok       409       409      409      409      409      409        409      409
  POST    /api/auth/forgot-password                      -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/reset-password                       -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/account                                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  PATCH   /api/account                                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/account                                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       403
  PUT     /api/account/password                          -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  PUT     /api/account/language                          -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/auth/undo-email-change                    -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/account/export                            -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/account/profile-image                     -         401      ok       ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/account/profile-image                     -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/users/:id/avatar                          -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/phone/send-verification                   -         401      403      ok        ok       ok       ok       ok       ok         ok       403
  POST    /api/phone/verify-otp                          -         401      403      ok        ok       ok       ok       ok       ok         ok       403
  GET     /api/threads/unread                            -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/feedback                                  -         401      403      ok        ok       ok       ok       ok       ok         ok       403

  GET     /api/cases/recent                              case      listed   listed   listed    listed   listed   listed   listed   listed     listed   listed
  GET     /api/cases/recent                              plumbers  unlisted unlisted unlisted  listed   unlisted listed   unlisted unlisted   unlisted unlisted
  GET     /api/cases/search                              case      listed   listed   listed    listed   listed   listed   listed   listed     listed   listed
  GET     /api/cases/search                              plumbers  unlisted unlisted unlisted  listed   unlisted listed   unlisted unlisted   unlisted unlisted
  GET     /api/my/cases                                  -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/my/submission-limit                       -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/cases                                     case      401      403      ok        ok       ok       ok       ok       ok         ok       403
  POST    /api/cases                                     plumbers  401      403      400       400      400      ok       400      400        400      403

  GET     /api/cases/:id                                 case      ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id                                 plumbers  404      404      404       ok       404      ok       404      ok         ok       404
  PATCH   /api/cases/:id                                 case      401      403      403       ok       403      403      403      403        403      403
  PATCH   /api/cases/:id                                 plumbers  401      404      404       ok       404      403      404      403        403      403
  POST    /api/cases/:id/pause                           case      401      403      403       ok       403      403      403      403        403      403
  POST    /api/cases/:id/pause                           plumbers  401      404      404       ok       404      403      404      403        403      403
  POST    /api/cases/:id/unpause                         case      401      403      403       ok       403      403      403      403        403      403
  POST    /api/cases/:id/unpause                         plumbers  401      404      404       ok       404      403      404      403        403      403
  POST    /api/cases/:id/resolve                         case      401      403      403       ok       403      403      403      403        403      403
  POST    /api/cases/:id/resolve                         plumbers  401      404      404       ok       404      403      404      403        403      403
  POST    /api/cases/:id/reopen                          case      401      403      403       ok       403      403      403      403        403      403
  POST    /api/cases/:id/reopen                          plumbers  401      404      404       ok       404      403      404      403        403      403
  POST    /api/cases/:id/keep-listed                     case      ok       ok       ok        ok       ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/keep-listed                     plumbers  ok       ok       ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/cases/:id                                 case      401      403      403       ok       403      403      403      403        403      403
  DELETE  /api/cases/:id                                 plumbers  401      404      404       ok       404      403      404      403        403      404

  POST    /api/cases/:id/images                          case      401      403      403       ok       403      403      403      403        403      403
  POST    /api/cases/:id/images                          plumbers  401      404      404       ok       404      403      404      403        403      403
  GET     /api/cases/:id/images/:imageId                 case      ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/images/:imageId                 plumbers  404      404      404       ok       404      ok       404      ok         ok       404
  DELETE  /api/cases/:id/images/:imageId                 case      401      403      403       ok       403      403      403      403        403      403
  DELETE  /api/cases/:id/images/:imageId                 plumbers  401      404      404       ok       404      403      404      403        403      404

  GET     /api/cases/:id/comments                        case      ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/comments                        plumbers  404      404      404       ok       404      ok       404      ok         ok       404
  POST    /api/cases/:id/comments                        case      401      403      ok        ok       ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/comments                        plumbers  401      403      404       ok       404      ok       404      ok         ok       403
  DELETE  /api/cases/:id/comments/:commentId             case      401      403      403       403      ok       403      403      403        403      403
  DELETE  /api/cases/:id/comments/:commentId             plumbers  401      404      404       403      ok       403      404      403        403      404
  GET     /api/cases/:id/comments/:commentId/image       case      ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/comments/:commentId/image       plumbers  404      404      404       ok       404      ok       404      ok         ok       404

  POST    /api/cases/:id/reports                         case      401      403      ok        403      ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/reports                         plumbers  401      403      404       403      404      ok       404      ok         ok       403

  POST    /api/cases/:id/named-party/code                case      401      403      ok        403      ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/named-party/code                plumbers  401      403      404       403      404      ok       404      ok         ok       403
  POST    /api/cases/:id/named-party/verify              case      401      ok       ok        403      ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/named-party/verify              plumbers  401      404      404       403      404      ok       404      ok         ok       403
  GET     /api/cases/:id/named-party                     case      401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/named-party                     plumbers  401      404      404       ok       404      ok       404      ok         ok       404
  POST    /api/cases/:id/named-party/claim               case      401      403      403       403      403      403      403      403        403      403
  POST    /api/cases/:id/named-party/claim               plumbers  401      403      404       403      404      403      404      403        403      403

  POST    /api/cases/:id/thread                          case      401      403      ok        403      ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/thread                          plumbers  401      403      404       403      404      ok       404      ok         ok       403
  GET     /api/threads                                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/threads/events                            -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/threads/email-notices                     -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/notifications                             -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/notifications/unread                      -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/notifications/read-all                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/notifications/:id/read                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/notifications/settings                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  PUT     /api/notifications/settings                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/unsubscribe/:token                        -         303      303      303       303      303      303      303      303        303      303
  GET     /api/unsubscribe/:token/info                   -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/unsubscribe/:token                        -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  PUT     /api/threads/email-notices                     -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/threads/:id                               thread    401      404      404       ok       404      404      ok       404        404      404
  GET     /api/threads/:id/messages                      thread    401      404      404       ok       404      404      ok       404        404      404
  POST    /api/threads/:id/messages                      thread    401      403      404       ok       404      404      ok       404        404      403
  GET     /api/threads/:id/events                        thread    401      404      404       ok       404      404      ok       404        404      404
  GET     /api/threads/:id/avatar                        thread    401      404      404       ok       404      404      404      404        404      404
  POST    /api/threads/:id/read                          thread    401      404      404       ok       404      404      ok       404        404      404
  POST    /api/threads/:id/hide                          thread    401      404      404       ok       404      404      ok       404        404      404
  POST    /api/threads/:id/report                        thread    401      404      404       ok       404      404      ok       404        404      403

  POST    /api/cases/:id/disputes                        case      401      403      ok        403      ok       ok       ok       ok         ok       403
  POST    /api/cases/:id/disputes                        plumbers  401      403      404       403      404      ok       404      ok         ok       403
  GET     /api/account/trade-applications                -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/account/trade-applications                -         401      ok       ok        ok       ok       ok       ok       ok         ok       403

  GET     /api/push/key                                  -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/push/subscriptions                        -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  DELETE  /api/push/subscriptions                        -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok

  GET     /api/moderation/count                          -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/queue                          -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/items/:kind/:id                -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/items/:kind/:id/dismiss        -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/cases/:id/hide                 case      404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/cases/:id/hide                 plumbers  404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/cases/:id/restore              case      404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/crowd                          -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/cases/:id/release              case      404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/responses/:id/delete           -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/users                          -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/users/:id/suspend              -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/users/:id/lift-suspension      -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/users/:id/badges               -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/trade-applications/:id/approve -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/trade-applications/:id/photo   -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/users/:id/role                 -         404      404      404       404      404      404      404      404        ok       404
  GET     /api/moderation/audit                          -         404      404      404       404      404      404      404      404        ok       404

  GET     /api/notices/challenge                         -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/notices                                   case      ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/notices                                   plumbers  404      404      404       ok       404      ok       404      ok         ok       404
  GET     /api/notices/status/:token                     -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/notices                         case      401      404      404       ok       404      404      404      404        404      404
  POST    /api/notices/:id/answer                        case      401      404      404       ok       404      404      404      404        404      404
  GET     /api/my/statements                             -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/statements/:id/appeal                     case      401      404      404       ok       404      404      404      404        404      404
  GET     /api/transparency                              -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/transparency.csv                          -         ok       ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/moderation/desk                           -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/desk/next                      -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/notices/:id                    -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/notices/:id/claim              -         404      404      404       404      404      404      404      ok         ok       404
  DELETE  /api/moderation/notices/:id/claim              -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/notices/:id/decide             -         404      404      404       404      404      404      404      ok         ok       404
  GET     /api/moderation/appeals                        -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/appeals/:id/decide             -         404      404      404       404      404      404      404      ok         ok       404
  POST    /api/moderation/held/bulk                      -         404      404      404       404      404      404      404      ok         ok       404

  GET     /api/watches                                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/watches                                   -         401      403      ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/watches/:id                               -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/follow                          case      401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/cases/:id/follow                          plumbers  401      404      404       ok       404      ok       404      ok         ok       404
  PUT     /api/cases/:id/follow                          case      401      403      ok        403      ok       ok       ok       ok         ok       403
  PUT     /api/cases/:id/follow                          plumbers  401      403      404       403      404      ok       404      ok         ok       403
  DELETE  /api/cases/:id/follow                          case      401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  DELETE  /api/cases/:id/follow                          plumbers  401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/account/named-party-notices               -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  PUT     /api/account/named-party-notices               -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok

  GET     /api/account/api-tokens                        -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/account/api-tokens                        -         401      403      ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/account/api-tokens/:id                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/api-token/usage                           -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/webhooks                                  -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/webhooks                                  -         401      403      ok        ok       ok       ok       ok       ok         ok       403
  DELETE  /api/webhooks/:id                              -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/webhooks/:id/test                         -         401      ok       ok        ok       ok       ok       ok       ok         ok       403
  GET     /api/webhooks/:id/deliveries                   -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  GET     /api/webhooks/example-event                    -         401      ok       ok        ok       ok       ok       ok       ok         ok       ok
  POST    /api/cases/search/batch                        case      listed   listed   listed    listed   listed   listed   listed   listed     listed   listed
  POST    /api/cases/search/batch                        plumbers  unlisted unlisted unlisted  listed   unlisted listed   unlisted unlisted   unlisted unlisted
`;

// Notes on rows where the rule is not obvious from the route:
// - POST /api/cases (plumbers): only a verified plumber may tick "plumbers only" (DESIGN.md §1);
//   anyone else gets 400 with the field's message. Lodging needs a verified email (decision
//   0022, a change from spec §6), checked first: an unverified user gets 403.
// - POST .../comments: a verified email is checked before the case is looked up, so an
//   unverified user gets 403 for any case id, seen or not (the answer reveals nothing).
// - DELETE .../comments/:commentId (plumbers): the author can take their words down even after
//   the case was hidden from them; anyone else who may not see the case gets 404 (DESIGN.md §2).
// - POST .../reports: any signed-in user with a verified email but the creator (spec §2: "A
//   logged-in non-creator sees Report Case"; decision 0022). The email is checked before the
//   case is looked up, so an unverified user gets 403 for any case id.
// - suspended: every POST, PUT and PATCH but signing in and out answers 403 with the reason and
//   end date (one guard in plugins/session.ts, before the route looks at anything else); reads
//   and DELETE (taking down one's own things) answer as they do for anyone verified.
// - moderator/admin (plumbers): moderators open every case, so a change only its creator may
//   make is 403 (not 404) to them.
// - /api/moderation/*: a plain 404, as for a route that does not exist, to everyone but active
//   moderators and admins; roles and the audit log answer moderators 404 too.
// - POST /api/auth/resend-verification: 409 once the email is verified.
// - DELETE /api/account: any signed-in user may delete their own account (with their password);
//   the cell deletes a stand-in of the role (same verified flags), not the role's own account,
//   which the other cells still need.
// - POST /api/cases/:id/thread: any signed-in reader of the case but its creator (spec §6:
//   "message the author of a case they do not own"); no verified email needed.
// - /api/threads/:id/*: the thread's two members only; anyone else 404, as if it did not exist
//   (issue 11). The avatar route gives the other party's image: the creator sees member's; the
//   member gets 404 because the case was posted anonymously.
// - GET .../events are event streams: `ok` means the stream opened (200, text/event-stream).
// - An account without a verified email may not message, dispute or ask for a right-of-reply
//   code (issue 22): 403 before the case or thread is looked at.
// - POST .../named-party/*: 'Is this about you?' is for any signed-in user but the creator
//   (who lodged the case, so is not the person it names), on a case they may see.
//   GET .../named-party says where the caller stands, for anyone signed in who may see the
//   case; .../claim is only for a member whose verified phone or email the case names (issue
//   38), which no role here is: 403 for all (named-party tests cover the member it names).
// - /api/watches, .../follow (issue 23; docs/decisions/0039): watching and following need a
//   verified email (checked before the case is looked up, so an unverified user gets 403 for
//   any case); following only a case the caller may open (404 otherwise). Unfollowing and
//   removing a watch only take down the caller's own rows, for anyone signed in. The
//   named-party notice switch may be turned off while suspended.
// - POST .../keep-listed: the token from the creator's reminder email is the permission, for
//   whoever holds it, signed in or not (docs/decisions/0019); a wrong token is 404.
// - /api/account/api-tokens (issue 41; docs/decisions/0063): creating a token needs a verified
//   email; listing and revoking one's own, any signed-in member (revoking while suspended too).
//   The cells here use the session; what a token itself may reach is api-tokens.test.ts's.
// - POST /api/cases/search/batch: the batch lookup is a read, for anyone, as GET .../search is.
// - /api/webhooks (issue 50; docs/decisions/0084): registering an endpoint needs a verified
//   email; listing, the log, a test event and removing concern the caller's own endpoints only
//   (another's: 404, webhooks.test.ts). The cells register a loopback receiver
//   (WEBHOOK_ALLOW_LOOPBACK), nothing is sent at registration.

const ROLES = [
  'visitor',
  'user',
  'verified',
  'creator',
  'other',
  'plumber',
  'member',
  'moderator',
  'admin',
  'suspended',
] as const;
type Role = (typeof ROLES)[number];
type Fixture = '-' | 'case' | 'plumbers' | 'thread';
type Row = { method: string; route: string; fixture: Fixture; expected: Record<Role, string> };

function parseMatrix(text: string): Row[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('method '));
  return lines.map((line) => {
    const [method = '', route = '', fixture = '', ...outcomes] = line.split(/\s+/);
    if (
      !['-', 'case', 'plumbers', 'thread'].includes(fixture) ||
      outcomes.length !== ROLES.length
    ) {
      throw new Error(`malformed matrix row: ${line}`);
    }
    for (const outcome of outcomes) {
      if (!/^(ok|listed|unlisted|[1-5]\d\d)$/.test(outcome)) {
        throw new Error(`unknown outcome ${outcome} in: ${line}`);
      }
    }
    const expected = Object.fromEntries(ROLES.map((role, i) => [role, outcomes[i]])) as Record<
      Role,
      string
    >;
    return { method, route, fixture: fixture as Fixture, expected };
  });
}

const ROWS = parseMatrix(MATRIX);

// ---------------------------------------------------------------------------------------------
// Every route the app registers, as buildApp's onRoute option reports them (no mock of
// `fastify`: the suite shares modules between files).

const registered: { method: string; url: string }[] = [];
const recordRoute = (route: { method: string | string[]; url: string }) => {
  for (const method of [route.method].flat()) registered.push({ method, url: route.url });
};

const recordingSms = createRecordingSms();
const { app, database } = await buildTestApp(
  { WEBHOOK_ALLOW_LOOPBACK: '1' },
  { sms: recordingSms.sms },
  { onRoute: recordRoute },
);
const { db } = database;

// ---------------------------------------------------------------------------------------------
// Fixtures

const actors: Record<Exclude<Role, 'visitor'>, TestUser> = {
  user: await makeUser(db, { emailVerified: false }),
  verified: await makeUser(db),
  creator: await makeUser(db),
  other: await makeUser(db),
  plumber: await makeUser(db, { verifiedPlumber: true }),
  member: await makeUser(db),
  moderator: await makeUser(db, { role: 'moderator' }),
  admin: await makeUser(db, { role: 'admin' }),
  suspended: await makeUser(db, {
    suspendedAt: new Date(),
    suspendedUntil: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    suspensionReason: 'Abusive responses',
  }),
};
/** Someone whose credentials the log-in cells use, and whose avatar the avatar cells read. */
const bystander = await makeUser(db);
/** An account waiting for its email link. */
const pending = await makeUser(db, { emailVerified: false });

const hex = unique;
let signupAddresses = 0;
let phoneCells = 0;
let cellAddresses = 0;
let watchCells = 0;
const pngBytes = await image('png');
const processedImage = await processImage(pngBytes, { tooLarge: 'too large', wrongType: 'type' });
/** Comments written as fixtures are dated back, so they do not count against posting limits. */
const longAgo = () => new Date(Date.now() - 60 * 60 * 1000);

async function newCase(
  fixture: Fixture,
  overrides: { country?: CountryCode; postcode?: string } = {},
) {
  return makeCase(db, {
    creatorId: actors.creator.id,
    visibleToPlumbers: fixture === 'plumbers',
    ...overrides,
  });
}

async function addImage(kase: { id: string; country: string }): Promise<string> {
  const [row] = await storeImages(
    app.deps.storage,
    { country: kase.country as CountryCode, caseId: kase.id },
    [{ kind: 'extra', image: processedImage }],
  );
  if (!row?.id) throw new Error('no image stored');
  await db.insert(caseImages).values(row);
  return row.id;
}

/** A response by `other`, with an image. */
async function addComment(kase: { id: string; country: string }): Promise<string> {
  const id = randomUUID();
  const imageKey = `${kase.country}/${kase.id}/comments/${id}.png`;
  const imageThumbKey = `${kase.country}/${kase.id}/comments/${id}_thumb.jpg`;
  await app.deps.storage.put(imageKey, processedImage.full);
  await app.deps.storage.put(imageThumbKey, processedImage.thumb);
  await db.insert(comments).values({
    id,
    caseId: kase.id,
    userId: actors.other.id,
    text: 'Same thing happened to us last spring.',
    imageKey,
    imageThumbKey,
    createdAt: longAgo(),
  });
  return id;
}

// Read-only fixtures, shared by the cells that only read.
const shared = {
  case: await newCase('case'),
  plumbers: await newCase('plumbers'),
};
const sharedImage = {
  case: await addImage(shared.case),
  plumbers: await addImage(shared.plumbers),
};
const sharedComment = {
  case: await addComment(shared.case),
  plumbers: await addComment(shared.plumbers),
};
// The list fixtures live in countries of their own, so nothing else crowds them out of the
// 10 most recent; the search finds them by their postcode.
const listed = {
  case: await newCase('case', { country: 'CA', postcode: 'MATRIXCA1' }),
  plumbers: await newCase('plumbers', { country: 'NZ', postcode: 'MATRIXNZ1' }),
};

async function newFeedback(): Promise<string> {
  const [row] = await db
    .insert(feedback)
    .values({ userId: bystander.id, email: bystander.email, type: 'idea', details: 'Dark mode.' })
    .returning();
  if (!row) throw new Error('no feedback');
  return row.id;
}

async function newApplication(photoKey: string | null = null): Promise<string> {
  const applicant = await makeUser(db);
  const [row] = await db
    .insert(tradeApplications)
    .values({
      userId: applicant.id,
      trade: 'plumber',
      licenceNumber: 'PL-1',
      licenceRegion: 'NSW',
      photoKey,
    })
    .returning();
  if (!row) throw new Error('no application');
  return row.id;
}

const sharedApplication = await newApplication('private/trade-licences/matrix.png');
await app.deps.storage.put('private/trade-licences/matrix.png', pngBytes);

{
  const { payload, headers } = multipartBody({}, [
    { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: pngBytes },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/profile-image',
    headers: { ...headers, cookie: await sessionCookie(db, bystander.id) },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`avatar fixture: ${res.statusCode} ${res.body}`);
}

async function giveAvatar(user: TestUser) {
  const { payload, headers } = multipartBody({}, [
    { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: pngBytes },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/profile-image',
    headers: { ...headers, cookie: await sessionCookie(db, user.id) },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`avatar: ${res.statusCode} ${res.body}`);
}

/** A thread between creator (owner) and member (responder) about a fresh anonymous case. */
async function newThread(): Promise<string> {
  const kase = await makeCase(db, { creatorId: actors.creator.id, postAnonymously: true });
  return findOrCreateThread(db, {
    caseId: kase.id,
    ownerId: actors.creator.id,
    responderId: actors.member.id,
    isAnonymous: true,
  });
}
const sharedThread = await newThread();
await db.insert(messages).values({
  threadId: sharedThread,
  senderId: actors.member.id,
  text: 'Is this the tiler from Newtown?',
  createdAt: longAgo(),
});
const freshThreadUrl =
  (suffix: string): Request =>
  async () => ({ url: `/api/threads/${await newThread()}${suffix}` });
const sharedThreadUrl =
  (suffix: string): Request =>
  async () => ({ url: `/api/threads/${sharedThread}${suffix}` });

// ---------------------------------------------------------------------------------------------
// One request per route. `actor` is the signed-in user (null for visitor); its session cookie is
// added by the runner, fresh for every cell (so a log-out or password reset in one cell cannot
// end the next one's session). Write cells that can succeed get a fresh fixture.

/** `as`: a throwaway account of the same role, signed in instead of the role's own. */
type Call = Omit<InjectOptions, 'method'> & {
  url: string;
  lookFor?: string;
  as?: TestUser;
  stream?: boolean;
};
type Cell = { actor: TestUser | null; fixture: Fixture };
type Request = (cell: Cell) => Promise<Call>;

const json = (payload: object) => ({ payload, headers: { 'content-type': 'application/json' } });
/** An endpoint of the actor's, written directly (registering is the POST cell's). */
async function matrixEndpoint(owner: { id: string }): Promise<string> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId: owner.id, url: 'http://127.0.0.1:9/matrix-hook', secret: `whsec_${hex()}` })
    .returning({ id: webhookEndpoints.id });
  return row?.id ?? '';
}

const anyUrl =
  (url: string): Request =>
  async () => ({ url });
const freshCaseUrl =
  (suffix = ''): Request =>
  async ({ fixture }) => ({ url: `/api/cases/${(await newCase(fixture)).id}${suffix}` });
const sharedCase = (fixture: Fixture) => (fixture === 'plumbers' ? 'plumbers' : 'case');

const REQUESTS: Record<string, Request> = {
  'GET /api/health': anyUrl('/api/health'),
  'GET /api/ready': anyUrl('/api/ready'),
  'GET /api/geo': anyUrl('/api/geo'),
  'GET /api/docs': anyUrl('/api/docs'),
  'GET /api/docs/json': anyUrl('/api/docs/json'),
  'GET /api/docs/yaml': anyUrl('/api/docs/yaml'),
  'GET /api/docs/static/index.html': anyUrl('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': anyUrl('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': anyUrl('/api/docs/static/swagger-ui.css'),

  'GET /api/auth/session': anyUrl('/api/auth/session'),
  'GET /api/auth/signup-challenge': anyUrl('/api/auth/signup-challenge'),
  'POST /api/auth/signup': async () => ({
    url: '/api/auth/signup',
    // Sign-ups are capped per address (5 an hour): each cell comes from an address of its own.
    remoteAddress: `198.18.${++signupAddresses}.1`,
    ...json({
      email: `new-${hex()}@example.test`,
      password: 'a long enough password',
      username: `new_${hex()}`,
      country: 'AU',
    }),
  }),
  'POST /api/auth/login': async () => ({
    url: '/api/auth/login',
    ...json({ email: bystander.email, password: bystander.password }),
  }),
  'POST /api/auth/logout': anyUrl('/api/auth/logout'),
  'POST /api/auth/verify-email': async () => ({
    url: '/api/auth/verify-email',
    ...json({ token: await insertEmailToken(db, pending.id, 'verify_email', 60_000) }),
  }),
  'POST /api/auth/resend-verification': anyUrl('/api/auth/resend-verification'),
  'POST /api/auth/forgot-password': async () => ({
    url: '/api/auth/forgot-password',
    // Reset mail to one address is capped from everywhere (5 an hour, issue 46): a stand-in each.
    ...json({ email: (await makeUser(db)).email }),
  }),
  'POST /api/auth/reset-password': async () => {
    // Resetting ends every session of the account: a throwaway one, not a role's.
    const owner = await makeUser(db);
    const token = await insertEmailToken(db, owner.id, 'reset_password', 60_000);
    return {
      url: '/api/auth/reset-password',
      ...json({ token, password: 'a brand new password' }),
    };
  },
  'GET /api/account': anyUrl('/api/account'),
  'GET /api/push/key': anyUrl('/api/push/key'),
  // A device of the caller's own (any member, suspended too: it is about their own device).
  'POST /api/push/subscriptions': async () => ({
    url: '/api/push/subscriptions',
    ...json(newDevice(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`).subscription),
  }),
  'DELETE /api/push/subscriptions': async () => ({
    url: '/api/push/subscriptions',
    ...json({ endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}` }),
  }),
  'PATCH /api/account': async () => ({ url: '/api/account', ...json({}) }),
  'DELETE /api/account': async ({ actor }) => {
    // A suspended member may not delete until the suspension ends (decision 0033).
    const standIn = actor
      ? await makeUser(db, {
          emailVerified: actor.emailVerified,
          verifiedPlumber: actor.verifiedPlumber,
          suspendedAt: actor.suspendedAt,
          suspendedUntil: actor.suspendedUntil,
          suspensionReason: actor.suspensionReason,
        })
      : undefined;
    return {
      url: '/api/account',
      ...json({ password: standIn?.password ?? 'a password', cases: 'keep' }),
      ...(standIn ? { as: standIn } : {}),
    };
  },
  'PUT /api/account/language': async () => ({
    url: '/api/account/language',
    ...json({ language: 'en' }),
  }),
  'PUT /api/account/password': async ({ actor }) => {
    // A new password ends every session of the account: a stand-in's, not the role's.
    const standIn = actor
      ? await makeUser(db, {
          emailVerified: actor.emailVerified,
          role: actor.role,
          suspendedAt: actor.suspendedAt,
          suspendedUntil: actor.suspendedUntil,
          suspensionReason: actor.suspensionReason,
        })
      : undefined;
    return {
      url: '/api/account/password',
      ...json({
        currentPassword: standIn?.password ?? 'a password',
        newPassword: 'a new password',
      }),
      ...(standIn ? { as: standIn } : {}),
    };
  },
  'POST /api/auth/undo-email-change': async () => {
    // Undoing ends every session of the account: a throwaway one, not a role's.
    const owner = await makeUser(db);
    const token = await insertEmailToken(
      db,
      owner.id,
      'undo_email_change',
      60_000,
      `undo-${unique()}@example.test`,
    );
    return { url: '/api/auth/undo-email-change', ...json({ token, password: 'a new password' }) };
  },
  'GET /api/account/export': anyUrl('/api/account/export'),
  'POST /api/account/profile-image': async () => {
    const { payload, headers } = multipartBody({}, [
      { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: pngBytes },
    ]);
    return { url: '/api/account/profile-image', payload, headers };
  },
  'DELETE /api/account/profile-image': anyUrl('/api/account/profile-image'),
  'GET /api/users/:id/avatar': async () => ({ url: `/api/users/${bystander.id}/avatar` }),
  // Codes are capped per number and per address (3 an hour), and a number is verified on one
  // account at a time: each cell texts a number of its own, from an address of its own.
  'POST /api/phone/send-verification': async () => ({
    url: '/api/phone/send-verification',
    remoteAddress: `198.18.1.${++phoneCells}`,
    ...json({ phoneNumber: `0412 345 6${String(phoneCells).padStart(2, '0')}` }),
  }),
  'POST /api/phone/verify-otp': async ({ actor }) => {
    // The actor's only open code, as if texted a minute ago (so it does not hold up the send
    // cell's 30-second gap).
    const code = '246810';
    const local = `0412 345 7${String(++phoneCells).padStart(2, '0')}`;
    if (actor) {
      await db.delete(phoneCodes).where(eq(phoneCodes.userId, actor.id));
      const id = randomUUID();
      await db.insert(phoneCodes).values({
        id,
        userId: actor.id,
        phoneNumber: `+61${local.replaceAll(' ', '').slice(1)}`,
        codeHash: phoneCodeHash(id, code),
        expiresAt: new Date(Date.now() + 5 * 60_000),
        createdAt: new Date(Date.now() - 60_000),
      });
    }
    return { url: '/api/phone/verify-otp', ...json({ phoneNumber: local, code }) };
  },
  'GET /api/threads/unread': anyUrl('/api/threads/unread'),
  'GET /api/watches': anyUrl('/api/watches'),
  'GET /api/webhooks': anyUrl('/api/webhooks'),
  'GET /api/webhooks/example-event': anyUrl('/api/webhooks/example-event'),
  'POST /api/webhooks': async () => ({
    url: '/api/webhooks',
    ...json({ url: 'http://127.0.0.1:9/matrix-hook' }),
  }),
  'DELETE /api/webhooks/:id': async ({ actor }) => ({
    url: `/api/webhooks/${await matrixEndpoint(actor ?? bystander)}`,
  }),
  'POST /api/webhooks/:id/test': async ({ actor }) => ({
    url: `/api/webhooks/${await matrixEndpoint(actor ?? bystander)}/test`,
  }),
  'GET /api/webhooks/:id/deliveries': async ({ actor }) => ({
    url: `/api/webhooks/${await matrixEndpoint(actor ?? bystander)}/deliveries`,
  }),
  'POST /api/watches': async () => ({
    url: '/api/watches',
    remoteAddress: `198.18.3.${++watchCells}`,
    ...json({ country: 'AU', value: 'matrix-watch@example.com' }),
  }),
  'DELETE /api/watches/:id': async ({ actor }) => {
    const [row] = await db
      .insert(watches)
      .values({
        userId: (actor ?? bystander).id,
        country: 'AU',
        typed: `m${hex()}@example.com`,
        normalized: `m${hex()}@example.com`,
      })
      .returning();
    return { url: `/api/watches/${row?.id}` };
  },
  'GET /api/cases/:id/follow': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/follow`,
  }),
  'PUT /api/cases/:id/follow': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/follow`,
  }),
  'DELETE /api/cases/:id/follow': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/follow`,
  }),
  'GET /api/account/named-party-notices': anyUrl('/api/account/named-party-notices'),
  'PUT /api/account/named-party-notices': async () => ({
    url: '/api/account/named-party-notices',
    ...json({ enabled: true }),
  }),
  'POST /api/feedback': async () => ({
    url: '/api/feedback',
    ...json({ type: 'idea', details: 'A dark theme for the case page, please.' }),
  }),

  'GET /api/cases/recent': async ({ fixture }) => {
    const kase = listed[sharedCase(fixture)];
    return { url: `/api/cases/recent?country=${kase.country}`, lookFor: kase.id };
  },
  'GET /api/cases/search': async ({ fixture }) => {
    const kase = listed[sharedCase(fixture)];
    return {
      url: `/api/cases/search?country=${kase.country}&q=${kase.postcode}`,
      lookFor: kase.id,
    };
  },
  'GET /api/my/cases': anyUrl('/api/my/cases'),
  'GET /api/my/submission-limit': anyUrl('/api/my/submission-limit'),
  'POST /api/cases': async ({ actor, fixture }) => {
    // Each lodgement cell stands alone: the 10-minute gap between lodgements is not under test.
    if (actor) await db.delete(submissions).where(eq(submissions.userId, actor.id));
    return {
      url: '/api/cases',
      payload: caseForm({ ...VALID_CASE, visibleToPlumbers: fixture === 'plumbers' }),
    };
  },

  'GET /api/cases/:id': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}`,
  }),
  'PATCH /api/cases/:id': async ({ fixture }) => ({
    url: `/api/cases/${(await newCase(fixture)).id}`,
    ...json({ title: 'Kept the deposit and never returned' }),
  }),
  'POST /api/cases/:id/pause': freshCaseUrl('/pause'),
  'POST /api/cases/:id/unpause': freshCaseUrl('/unpause'),
  'POST /api/cases/:id/resolve': freshCaseUrl('/resolve'),
  'POST /api/cases/:id/reopen': freshCaseUrl('/reopen'),
  'POST /api/cases/:id/keep-listed': async ({ fixture }) => {
    const kase = await newCase(fixture);
    const token = `keep-${hex()}`;
    await db
      .update(cases)
      .set({ keepListedTokenHash: sha256(token) })
      .where(eq(cases.id, kase.id));
    return { url: `/api/cases/${kase.id}/keep-listed`, ...json({ token }) };
  },
  'DELETE /api/cases/:id': freshCaseUrl(),

  'POST /api/cases/:id/images': async ({ fixture }) => ({
    url: `/api/cases/${(await newCase(fixture)).id}/images`,
    payload: imageForm({ extras: [upload(pngBytes)] }),
  }),
  'GET /api/cases/:id/images/:imageId': async ({ fixture }) => {
    const key = sharedCase(fixture);
    return { url: `/api/cases/${shared[key].id}/images/${sharedImage[key]}?variant=thumb` };
  },
  'DELETE /api/cases/:id/images/:imageId': async ({ fixture }) => {
    const kase = await newCase(fixture);
    return { url: `/api/cases/${kase.id}/images/${await addImage(kase)}` };
  },

  'GET /api/cases/:id/comments': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/comments`,
  }),
  'POST /api/cases/:id/comments': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/comments`,
    ...json({ text: 'We had the same experience with this tiler.' }),
  }),
  'DELETE /api/cases/:id/comments/:commentId': async ({ fixture }) => {
    const kase = shared[sharedCase(fixture)];
    return { url: `/api/cases/${kase.id}/comments/${await addComment(kase)}` };
  },
  'GET /api/cases/:id/comments/:commentId/image': async ({ fixture }) => {
    const key = sharedCase(fixture);
    return { url: `/api/cases/${shared[key].id}/comments/${sharedComment[key]}/image` };
  },

  'GET /api/cases/:id/named-party': freshCaseUrl('/named-party'),
  'POST /api/cases/:id/named-party/claim': freshCaseUrl('/named-party/claim'),
  'POST /api/cases/:id/named-party/code': async ({ fixture }) => ({
    url: `/api/cases/${(await newCase(fixture)).id}/named-party/code`,
    ...json({ channel: 'email', value: 'someone@example.com' }),
  }),
  'POST /api/cases/:id/named-party/verify': async ({ actor, fixture }) => {
    // The actor's live code for a fresh case, as if sent a minute ago.
    const kase = await newCase(fixture);
    const code = '246810';
    if (actor) {
      const id = randomUUID();
      await db.insert(namedPartyCodes).values({
        id,
        caseId: kase.id,
        userId: actor.id,
        channel: 'email',
        codeHash: phoneCodeHash(id, code),
        expiresAt: new Date(Date.now() + 5 * 60_000),
      });
    }
    return { url: `/api/cases/${kase.id}/named-party/verify`, ...json({ code }) };
  },
  'POST /api/cases/:id/reports': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/reports`,
    ...json({ details: 'The details name the wrong business.' }),
  }),

  'POST /api/cases/:id/thread': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/thread`,
  }),
  'GET /api/threads': anyUrl('/api/threads'),
  'GET /api/threads/events': async () => ({ url: '/api/threads/events', stream: true }),
  'GET /api/threads/email-notices': anyUrl('/api/threads/email-notices'),
  'GET /api/notifications': anyUrl('/api/notifications'),
  'GET /api/notifications/unread': anyUrl('/api/notifications/unread'),
  'POST /api/notifications/read-all': anyUrl('/api/notifications/read-all'),
  // The actor's own notification (a visitor asks about the creator's).
  'POST /api/notifications/:id/read': async ({ actor }) => {
    const [row] = await insertNotifications(db, [
      {
        userId: (actor ?? actors.creator).id,
        kind: 'watch_alert',
        dedupeKey: `matrix:${hex()}`,
        payload: {
          event: 'case_matches_watch',
          caseId: null,
          threadId: null,
          title: 'A case',
          maskedName: null,
          maskedIdentifiers: [],
          country: 'AU',
        },
      },
    ]);
    return { url: `/api/notifications/${row?.id}/read` };
  },
  'GET /api/notifications/settings': anyUrl('/api/notifications/settings'),
  'PUT /api/notifications/settings': async () => ({
    url: '/api/notifications/settings',
    ...json({ email: { watch_alert: 'daily' } }),
  }),
  // Signed out by design: the token is the permission (one member, one kind).
  'GET /api/unsubscribe/:token': async () => ({
    url: `/api/unsubscribe/${await unsubscribeToken(db, database, actors.creator.id, 'case_update')}`,
  }),
  'GET /api/unsubscribe/:token/info': async () => ({
    url: `/api/unsubscribe/${await unsubscribeToken(db, database, actors.creator.id, 'case_update')}/info`,
  }),
  'POST /api/unsubscribe/:token': async () => ({
    url: `/api/unsubscribe/${await unsubscribeToken(db, database, actors.creator.id, 'case_update')}`,
  }),
  'PUT /api/threads/email-notices': async () => ({
    url: '/api/threads/email-notices',
    ...json({ enabled: true }),
  }),
  'GET /api/threads/:id': sharedThreadUrl(''),
  'GET /api/threads/:id/messages': sharedThreadUrl('/messages'),
  // A fresh thread per cell: the 10-message allowance is not under test.
  'POST /api/threads/:id/messages': async () => ({
    url: `/api/threads/${await newThread()}/messages`,
    ...json({ text: 'Are you the one who lodged this?' }),
  }),
  'GET /api/threads/:id/events': async () => ({
    url: `/api/threads/${sharedThread}/events?after=start`,
    stream: true,
  }),
  'GET /api/threads/:id/avatar': async () => {
    // Member's own avatar may have been removed by the DELETE profile-image cell: put it back.
    await giveAvatar(actors.member);
    return { url: `/api/threads/${sharedThread}/avatar` };
  },
  'POST /api/threads/:id/read': sharedThreadUrl('/read'),
  'POST /api/threads/:id/hide': freshThreadUrl('/hide'),
  // Fresh, so one cell's report does not start the next one's 24-hour cool-down.
  'POST /api/threads/:id/report': freshThreadUrl('/report'),
  'POST /api/cases/:id/disputes': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/disputes`,
    ...json({ reason: 'This was settled last month.' }),
  }),
  'GET /api/account/trade-applications': anyUrl('/api/account/trade-applications'),
  'POST /api/account/trade-applications': async ({ actor }) => {
    // One open application per trade: each cell starts from none.
    if (actor) await db.delete(tradeApplications).where(eq(tradeApplications.userId, actor.id));
    return {
      url: '/api/account/trade-applications',
      ...json({ trade: 'electrician', licenceNumber: 'EL-20931', licenceRegion: 'Queensland' }),
    };
  },

  'GET /api/moderation/count': anyUrl('/api/moderation/count'),
  'GET /api/moderation/queue': anyUrl('/api/moderation/queue?state=open'),
  'GET /api/moderation/items/:kind/:id': async () => ({
    url: `/api/moderation/items/feedback/${await newFeedback()}`,
  }),
  'POST /api/moderation/items/:kind/:id/dismiss': async () => ({
    url: `/api/moderation/items/feedback/${await newFeedback()}/dismiss`,
    ...json({ reason: 'Already answered in the FAQ.' }),
  }),
  'POST /api/moderation/cases/:id/hide': async ({ fixture }) => ({
    url: `/api/moderation/cases/${(await newCase(fixture)).id}/hide`,
    ...json({ reason: 'Names a private person.' }),
  }),
  'POST /api/moderation/cases/:id/restore': async ({ fixture }) => {
    const kase = await newCase(fixture);
    await db
      .update(cases)
      .set({ hiddenAt: new Date(), hiddenReason: 'x' })
      .where(eq(cases.id, kase.id));
    return {
      url: `/api/moderation/cases/${kase.id}/restore`,
      ...json({ reason: 'The creator fixed it.' }),
    };
  },
  'GET /api/moderation/crowd': anyUrl('/api/moderation/crowd'),
  'POST /api/moderation/cases/:id/release': async ({ fixture }) => {
    const kase = await newCase(fixture);
    await db
      .update(cases)
      .set({ hiddenAt: new Date(), heldAt: new Date() })
      .where(eq(cases.id, kase.id));
    return { url: `/api/moderation/cases/${kase.id}/release` };
  },
  'POST /api/moderation/responses/:id/delete': async () => ({
    url: `/api/moderation/responses/${await addComment(shared.case)}/delete`,
    ...json({ reason: 'Abusive.' }),
  }),
  'GET /api/moderation/users': async () => ({
    url: `/api/moderation/users?q=${encodeURIComponent(bystander.email)}`,
  }),
  'POST /api/moderation/users/:id/suspend': async () => ({
    url: `/api/moderation/users/${(await makeUser(db)).id}/suspend`,
    ...json({ reason: 'Spam.', days: 7 }),
  }),
  'POST /api/moderation/users/:id/lift-suspension': async () => {
    const target = await makeUser(db, { suspendedAt: new Date(), suspensionReason: 'Spam.' });
    return {
      url: `/api/moderation/users/${target.id}/lift-suspension`,
      ...json({ reason: 'Appeal upheld.' }),
    };
  },
  'POST /api/moderation/users/:id/badges': async () => ({
    url: `/api/moderation/users/${(await makeUser(db)).id}/badges`,
    ...json({ reason: 'Licence checked.', trade: 'plumber', granted: true }),
  }),
  'POST /api/moderation/trade-applications/:id/approve': async () => ({
    url: `/api/moderation/trade-applications/${await newApplication()}/approve`,
    ...json({ reason: 'Licence checked.' }),
  }),
  'GET /api/moderation/trade-applications/:id/photo': async () => ({
    url: `/api/moderation/trade-applications/${sharedApplication}/photo`,
  }),
  'POST /api/moderation/users/:id/role': async () => ({
    url: `/api/moderation/users/${(await makeUser(db)).id}/role`,
    ...json({ reason: 'Trusted member.', role: 'moderator' }),
  }),
  'GET /api/moderation/audit': anyUrl('/api/moderation/audit'),

  'GET /api/notices/challenge': anyUrl('/api/notices/challenge'),
  'POST /api/notices': async ({ fixture }) => ({
    url: '/api/notices',
    ...json({
      caseId: shared[sharedCase(fixture)].id,
      reason: 'illegal',
      explanation: 'It names a private person and their address.',
      location: 'The details',
      notifierName: 'A Notifier',
      notifierEmail: 'notifier@example.test',
      goodFaith: true,
      meaning: 'That I steal',
      inaccurate: 'All of it',
      altcha: await solveNoticeChallenge(app),
    }),
  }),
  'GET /api/notices/status/:token': async () => {
    const notice = await insertNotice(db, shared.case.id);
    const token = await statusToken(db, database, notice.id);
    await db
      .update(notices)
      .set({ statusTokenHash: tokenHash(token) })
      .where(eq(notices.id, notice.id));
    return { url: `/api/notices/status/${token}` };
  },
  'GET /api/cases/:id/notices': async ({ fixture }) => ({
    url: `/api/cases/${shared[sharedCase(fixture)].id}/notices`,
  }),
  'POST /api/notices/:id/answer': async () => ({
    url: `/api/notices/${(await insertNotice(db, shared.case.id)).id}/answer`,
    ...json({ answer: 'consent' }),
  }),
  'GET /api/my/statements': anyUrl('/api/my/statements'),
  'POST /api/statements/:id/appeal': async () => {
    const statement = await insertStatement(db, {
      caseId: shared.case.id,
      recipientId: actors.creator.id,
      decidedBy: bystander.id,
    });
    return { url: `/api/statements/${statement.id}/appeal`, ...json({ text: 'It is true.' }) };
  },
  'GET /api/transparency': anyUrl('/api/transparency'),
  'GET /api/transparency.csv': anyUrl('/api/transparency.csv?year=2026'),
  'GET /api/moderation/desk': anyUrl('/api/moderation/desk'),
  'POST /api/moderation/desk/next': anyUrl('/api/moderation/desk/next'),
  'GET /api/moderation/notices/:id': async () => ({
    url: `/api/moderation/notices/${(await insertNotice(db, shared.case.id)).id}`,
  }),
  'POST /api/moderation/notices/:id/claim': async () => ({
    url: `/api/moderation/notices/${(await insertNotice(db, shared.case.id)).id}/claim`,
  }),
  'DELETE /api/moderation/notices/:id/claim': async () => ({
    url: `/api/moderation/notices/${(await insertNotice(db, shared.case.id)).id}/claim`,
  }),
  'POST /api/moderation/notices/:id/decide': async () => ({
    url: `/api/moderation/notices/${(await insertNotice(db, shared.case.id)).id}/decide`,
    ...json({ decision: 'keep', reason: 'Lawful opinion.' }),
  }),
  'GET /api/moderation/appeals': anyUrl('/api/moderation/appeals'),
  'POST /api/moderation/appeals/:id/decide': async () => {
    const appeal = await insertAppeal(db, {
      caseId: shared.case.id,
      recipientId: actors.creator.id,
      decidedBy: bystander.id,
    });
    return {
      url: `/api/moderation/appeals/${appeal.id}/decide`,
      ...json({ outcome: 'upheld', reason: 'The decision stands.' }),
    };
  },
  'POST /api/moderation/held/bulk': async () => ({
    url: '/api/moderation/held/bulk',
    ...json({ action: 'release', network: `203.0.${++cellAddresses % 250}.0/24`, reason: 'Read.' }),
  }),

  'GET /api/account/api-tokens': anyUrl('/api/account/api-tokens'),
  'GET /api/api-token/usage': anyUrl('/api/api-token/usage'),
  'POST /api/account/api-tokens': async ({ actor }) => ({
    url: '/api/account/api-tokens',
    ...json({
      name: 'Booking system',
      scopes: ['search'],
      currentPassword: actor?.password ?? 'a password',
    }),
  }),
  'DELETE /api/account/api-tokens/:id': async ({ actor }) => {
    // The role's own token: a member revokes only theirs (another's is 404, as api-tokens.test.ts shows).
    const [row] = actor
      ? await db
          .insert(apiTokens)
          .values({
            userId: actor.id,
            name: 'Old',
            tokenHash: sha256(randomUUID()),
            scopes: ['search'],
          })
          .returning({ id: apiTokens.id })
      : [{ id: randomUUID() }];
    return { url: `/api/account/api-tokens/${row?.id}` };
  },
  'POST /api/cases/search/batch': async ({ fixture }) => {
    const kase = listed[sharedCase(fixture)];
    return {
      url: '/api/cases/search/batch',
      ...json({ country: kase.country, identifiers: [kase.postcode] }),
      lookFor: kase.id,
    };
  },
};

// ---------------------------------------------------------------------------------------------

function outcome(res: LightMyRequestResponse, lookFor: string | undefined): string {
  if (res.statusCode < 200 || res.statusCode > 299) return String(res.statusCode);
  if (!lookFor) return 'ok';
  const body = res.json() as {
    cases?: { id: string }[];
    results?: { cases?: { id: string }[] }[];
  };
  // A list of cases, or the batch lookup's list of results, each with its cases.
  const cases = body.cases ?? (body.results ?? []).flatMap((result) => result.cases ?? []);
  return cases.some((c) => c.id === lookFor) ? 'listed' : 'unlisted';
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

describe('the matrix', () => {
  it('has a row for every route under /api, and no row for a route that does not exist', () => {
    // HEAD routes are Fastify's automatic twins of GET routes: they answer as the GET does.
    const routes = new Set(
      registered
        .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
        .map((r) => routeKey(r.method, r.url)),
    );
    expect(routes.size).toBeGreaterThan(30);
    const inMatrix = new Set(ROWS.map((row) => routeKey(row.method, row.route)));
    expect([...inMatrix].sort()).toEqual([...routes].sort());
    expect(Object.keys(REQUESTS).sort()).toEqual([...routes].sort());
  });

  it('agrees with the OpenAPI document: who may call each operation, and its 4xx answers', () => {
    // docs/decisions/0064: the document derives security and 4xx answers centrally; a route
    // whose answers here are not in the document (or a public route documented as needing a
    // session) fails this, so the document stays true as routes are added.
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { security?: object[]; responses: object }>>;
    };
    for (const row of ROWS) {
      const path = row.route.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[row.method.toLowerCase()];
      if (row.route.startsWith('/api/docs')) continue; // the document's own pages
      expect(operation, `${row.method} ${row.route} is not in the document`).toBeDefined();
      if (!operation) continue;
      const anonymous = (operation.security ?? []).some((s) => Object.keys(s).length === 0);
      const visitor = row.expected.visitor;
      if (visitor === '401') expect(anonymous, `${row.method} ${row.route}: security`).toBe(false);
      if (!/^4/.test(visitor)) {
        expect(anonymous, `${row.method} ${row.route}: security names no anonymous call`).toBe(
          true,
        );
      }
      for (const role of ROLES) {
        const status = row.expected[role];
        if (/^4\d\d$/.test(status)) {
          expect(
            Object.keys(operation.responses),
            `${row.method} ${row.route} (${role})`,
          ).toContain(status);
        }
      }
    }
  });

  it('has each (route, fixture) once', () => {
    const keys = ROWS.map((row) => `${routeKey(row.method, row.route)} ${row.fixture}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

for (const row of ROWS) {
  const title = `${row.method} ${row.route}${row.fixture === '-' ? '' : ` [${row.fixture}]`}`;
  describe(title, () => {
    for (const role of ROLES) {
      it(`${role} → ${row.expected[role]}`, async () => {
        const actor = role === 'visitor' ? null : actors[role];
        const request = REQUESTS[routeKey(row.method, row.route)];
        if (!request) throw new Error(`no request for ${title}`);
        const { lookFor, headers, as, stream, ...call } = await request({
          actor,
          fixture: row.fixture,
        });
        const signedIn = as ?? actor;
        const cookie = signedIn ? await sessionCookie(db, signedIn.id) : undefined;
        const res = await app.inject({
          // Each cell from an address of its own: the per-address limits (sign-ups, SMS,
          // email, harvesting) are tested beside their code; here they would only get in the way.
          remoteAddress: `198.19.${Math.floor(++cellAddresses / 250)}.${cellAddresses % 250}`,
          ...call,
          method: row.method as InjectOptions['method'],
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
          // An event stream never ends: it is answered once its head is written.
          ...(stream ? { payloadAsStream: true } : {}),
        });
        if (stream) {
          const body = res.stream();
          if (res.statusCode === 200) {
            expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
            body.destroy();
            expect(outcome(res, undefined)).toBe(row.expected[role]);
            return;
          }
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(chunk as Buffer);
          expect(String(res.statusCode), Buffer.concat(chunks).toString()).toBe(row.expected[role]);
          return;
        }
        expect(outcome(res, lookFor), `${res.statusCode} ${res.body.slice(0, 300)}`).toBe(
          row.expected[role],
        );
      });
    }
  });
}
