/**
 * The header's inbox: the kinds of news it lists and the resource each one opens,
 * shared by the server (which computes the items) and the app (which links them).
 */
export const INBOX_KINDS = ['registration', 'payment', 'time_off'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The record an item is about, and the package feature the inbox itself needs. */
export const INBOX_RESOURCE: Record<InboxKind, string> = {
  registration: 'practices',
  payment: 'revenues',
  time_off: 'time_offs',
};

export const INBOX_FEATURE = 'notification.received';

/** How many items one answer lists at most, and by default. */
export const INBOX_MAX_SIZE = 50;
export const INBOX_DEFAULT_SIZE = 20;
