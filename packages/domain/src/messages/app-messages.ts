// Forewarn's own wording for the installable app and push notifications (issue 24; the spec
// has none). Apart from MESSAGES: the app's status lines are in every page, the rest travels
// with the pages that use it.

export const APP_MESSAGES = {
  offline: 'You are offline',
  offlineDetail:
    'Forewarn opened from this device. Pages that need the server load again when you are back online.',
  updateAvailable: 'A new version of Forewarn is available',
  reload: 'Reload',
} as const;
