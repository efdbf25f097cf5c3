import { type AuditAction, MODERATION_UI, SYSTEM_ACTOR_NAME } from '@forewarn/domain';

// The audit log's actions by their catalogue text (issue 49): read when shown, so in the
// language of that moment. Every action the domain lists has one (the type says so).
const ACTION_KEYS = {
  dismiss: 'actionDismiss',
  hide_case: 'actionHideCase',
  restore_case: 'actionRestoreCase',
  release_case: 'actionReleaseCase',
  delete_response: 'actionDeleteResponse',
  suspend_user: 'actionSuspendUser',
  lift_suspension: 'actionLiftSuspension',
  grant_badge: 'actionGrantBadge',
  revoke_badge: 'actionRevokeBadge',
  approve_application: 'actionApproveApplication',
  set_role: 'actionSetRole',
  notice_received: 'actionNoticeReceived',
  poster_told: 'actionPosterTold',
  poster_unreachable: 'actionPosterUnreachable',
  poster_answered: 'actionPosterAnswered',
  notice_escalated: 'actionNoticeEscalated',
  notice_decided: 'actionNoticeDecided',
  appeal_lodged: 'actionAppealLodged',
  appeal_decided: 'actionAppealDecided',
  bulk_release: 'actionBulkRelease',
  bulk_remove: 'actionBulkRemove',
} as const satisfies Record<AuditAction, keyof typeof MODERATION_UI>;

/** How an audit log's action reads to people; an action this list does not know, as stored. */
export function actionLabel(action: string): string {
  const key = ACTION_KEYS[action as keyof typeof ACTION_KEYS];
  return key ? MODERATION_UI[key] : action;
}

/** Who did it: a person's name as recorded; the server's own steps in the page's language. */
export function actorLabel(actorName: string): string {
  return actorName === SYSTEM_ACTOR_NAME ? MODERATION_UI.systemActor : actorName;
}
