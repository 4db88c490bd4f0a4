const ACTIVITY_LABELS: Record<string, string> = {
  trade: 'Trade',
  token_creation: 'Token created',
  milestone: 'Milestone',
  signup: 'Joined',
};

/** `recent_activity.type` in words; a type this app does not know yet shows as sent. */
export const activityLabel = (type: string) => ACTIVITY_LABELS[type] ?? type;
