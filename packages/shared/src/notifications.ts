/**
 * Notifications and live updates (decision 0021): the event types, their preference categories, and the request
 * and answer shapes of the notification routes and the two Server-Sent Events streams.
 */
import { z } from 'zod';
import { queryInt, requiredQueryInt } from './catalogue';

/** What a player can switch on or off, in-app and by e-mail, one category at a time. */
export const NOTIFICATION_CATEGORIES = ['teams', 'tournaments', 'matches', 'money', 'admin'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  teams: 'Teams: join requests, answers, removals',
  tournaments: 'Tournaments: enrolment, check-in, waitlist, start, cancellation, final placing',
  matches: 'Matches: ready, score reports, disputes, results',
  money: 'Money: prizes, purchases, withdrawals',
  admin: 'Organisers: new disputes, withdrawal requests, contact messages',
};

/** Every event the platform tells someone about, with the category its notifications fall under. */
export const EVENT_CATEGORIES = {
  'team.join_requested': 'teams',
  'team.request_accepted': 'teams',
  'team.request_rejected': 'teams',
  'team.member_removed': 'teams',
  'team.deleted': 'teams',
  'enrolment.confirmed': 'tournaments',
  'enrolment.left': 'tournaments',
  'tournament.starts_soon': 'tournaments',
  'tournament.check_in_open': 'tournaments',
  'tournament.started': 'tournaments',
  'tournament.cancelled': 'tournaments',
  'tournament.completed': 'tournaments',
  'enrolment.dropped': 'tournaments',
  'enrolment.checked_in': 'tournaments',
  'enrolment.removed': 'tournaments',
  'waitlist.joined': 'tournaments',
  'waitlist.left': 'tournaments',
  'waitlist.promoted': 'tournaments',
  'waitlist.skipped': 'tournaments',
  'match.ready': 'matches',
  'match.opponent_reported': 'matches',
  'match.confirmed': 'matches',
  'match.disputed': 'matches',
  'match.result_set': 'matches',
  'match.deadline_near': 'matches',
  'match.auto_confirmed': 'matches',
  'match.forfeited': 'matches',
  'match.no_show': 'matches',
  'match.message': 'matches',
  'match.evidence_added': 'matches',
  'prize.paid': 'money',
  'purchase.completed': 'money',
  'purchase.refunded': 'money',
  'purchase.reversed': 'money',
  'purchase.shortfall_settled': 'money',
  /** The payout was sent to PayPal: live only, so an open wallet shows "Processing" (decision 0032). */
  'withdrawal.processing': 'money',
  'withdrawal.paid': 'money',
  'withdrawal.rejected': 'money',
  'withdrawal.failed': 'money',
  'admin.dispute_opened': 'admin',
  'admin.withdrawal_requested': 'admin',
  'admin.contact_message': 'admin',
  'admin.match_no_show': 'admin',
  'admin.evidence_added': 'admin',
  'admin.match_message': 'admin',
} as const satisfies Record<string, NotificationCategory>;

export type EventType = keyof typeof EVENT_CATEGORIES;
export const EVENT_TYPES = Object.keys(EVENT_CATEGORIES) as EventType[];

export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications',
  marked: 'Notifications marked as read',
  preferences: 'Notification preferences',
  preferencesSaved: 'Notification preferences saved',
  idsOrAll: 'Send the ids to mark as read, or all: true',
  unsubscribed: 'You will no longer receive these e-mails',
} as const;

/** One in-app notification as the list and the user stream send it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
  title: z.string(),
  body: z.string(),
  /** The web app's hash route of the screen the notification is about, e.g. `#/viewtournament?id=3`. */
  link: z.string(),
  /**
   * Instants (ISO) the title and body name as `{{key}}`: clients show them in the reader's zone, in the
   * product's date format, named (decision 0032). Empty for texts without a time.
   */
  times: z.record(z.string(), z.string()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  page: queryInt('page', 1, 10_000),
  per_page: queryInt('per_page', 1, 100),
  /** 1: unread ones only. */
  unread: z.enum(['0', '1']).optional(),
});

export const tournamentStreamQuerySchema = z.object({ tournament_id: requiredQueryInt('tournament_id') });

export const markReadSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: NOTIFICATION_MESSAGES.idsOrAll,
  });
export type MarkReadRequest = z.infer<typeof markReadSchema>;

export const notificationPreferenceSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  label: z.string(),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const updatePreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema.omit({ label: true }))
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length),
});
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesSchema>;

/**
 * Server-Sent Events. The user stream sends `notification` (data: a Notification plus `unread_count`) and
 * `update` (data: a LiveUpdate: something that concerns the player changed, e.g. a match became ready);
 * the tournament stream sends `update` only. Both send `ready` first and a comment line as a heartbeat.
 */
export const STREAM_EVENTS = { ready: 'ready', notification: 'notification', update: 'update' } as const;

export const liveUpdateSchema = z.object({
  /** The domain event's id; also the SSE `id:` (send it back as Last-Event-ID to resume). */
  id: z.number().int(),
  type: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
  tournament_id: z.number().int().nullable(),
  match_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  /** What the tournament page shows that changed: refetch these. */
  topics: z.array(z.enum(['bracket', 'results', 'participants', 'state'])),
  created_at: z.string(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
