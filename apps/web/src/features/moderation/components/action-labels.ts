/** How the audit log's actions read to people. */
export const ACTION_LABELS: Record<string, string> = {
  dismiss: 'Dismissed',
  hide_case: 'Hid case',
  restore_case: 'Restored case',
  release_case: 'Released held case',
  delete_response: 'Deleted response',
  suspend_user: 'Suspended user',
  lift_suspension: 'Lifted suspension',
  grant_badge: 'Granted badge',
  revoke_badge: 'Revoked badge',
  approve_application: 'Approved application',
  set_role: 'Changed role',
};
