import {
  approveBadge,
  approveDescription,
  MODERATION_UI,
  type QueueItem,
  suspendNamed,
  TRADE_LABELS,
} from '@forewarn/domain';
import type { ModerationAction } from '../api/actions';
import { danger, primary, secondary } from './styles';

// What a moderator can do with a queue item (approve, hide, restore, suspend, turn down or
// dismiss), each with the dialog that asks for the reason, by the item's kind and state.

export type Pending = {
  title: string;
  description?: string;
  confirmLabel: string;
  askDays?: boolean;
  build: (reason: string, days: number | null) => ModerationAction;
};

/** One of an item's buttons: its label, its style and the dialog it opens. */
export type QueueAction = { label: string; style: string; pending: Pending };

/** The actions open to a moderator on this item, in the order the card shows them. */
export function queueItemActions(item: QueueItem): QueueAction[] {
  const ref = { kind: item.kind, id: item.id };
  const open = item.status === 'open';
  const kase = item.case;
  const application = item.kind === 'trade_application';
  const actions: QueueAction[] = [];
  if (open && item.kind === 'trade_application' && item.application) {
    const badge = TRADE_LABELS[item.application.trade];
    actions.push({
      label: MODERATION_UI.approve,
      style: primary,
      pending: {
        title: approveBadge(badge),
        description: approveDescription(badge),
        confirmLabel: MODERATION_UI.approve,
        build: (reason) => ({ type: 'approve', applicationId: item.id, reason }),
      },
    });
  }
  if (open && kase && !kase.hidden) {
    actions.push({
      label: MODERATION_UI.hideCase,
      style: danger,
      pending: {
        title: MODERATION_UI.hideThisCase,
        description: MODERATION_UI.hideCaseDescription,
        confirmLabel: MODERATION_UI.hideCase,
        build: (reason) => ({ type: 'hide', caseId: kase.id, reason, item: ref }),
      },
    });
  }
  if (kase?.hidden) {
    actions.push({
      label: MODERATION_UI.restoreCase,
      style: secondary,
      pending: {
        title: MODERATION_UI.restoreThisCase,
        confirmLabel: MODERATION_UI.restore,
        build: (reason) => ({ type: 'restore', caseId: kase.id, reason }),
      },
    });
  }
  const suspendable = item.kind === 'user_report' ? item.reportedUser : kase ? kase.creator : null;
  if (open && suspendable && suspendable.role === 'user' && !suspendable.suspension) {
    const who = suspendable.username ?? suspendable.email;
    actions.push({
      label:
        item.kind === 'user_report'
          ? MODERATION_UI.suspendReportedUser
          : MODERATION_UI.suspendCreator,
      style: danger,
      pending: {
        title: suspendNamed(who),
        description: MODERATION_UI.suspendDescription,
        confirmLabel: MODERATION_UI.suspend,
        askDays: true,
        build: (reason, days) => ({
          type: 'suspend',
          userId: suspendable.id,
          reason,
          days,
          item: ref,
        }),
      },
    });
  }
  if (open) {
    actions.push({
      label: application ? MODERATION_UI.turnDown : MODERATION_UI.dismiss,
      style: secondary,
      pending: {
        title: application ? MODERATION_UI.turnDownTitle : MODERATION_UI.dismiss,
        description: application
          ? MODERATION_UI.turnDownDescription
          : MODERATION_UI.dismissDescription,
        confirmLabel: application ? MODERATION_UI.turnDown : MODERATION_UI.dismiss,
        build: (reason) => ({ type: 'dismiss', kind: item.kind, id: item.id, reason }),
      },
    });
  }
  return actions;
}
