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

/** What the tournament page shows, in parts a live update names for a refetch. */
export const LIVE_TOPICS = ['bracket', 'results', 'participants', 'state'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** One event type's row: where its notices go besides the live channel and the bell. */
export interface EventSpec {
  /** The preference category its notifications and e-mails fall under. */
  category: NotificationCategory;
  /** E-mailed to its recipients (those who have not switched the category off). */
  email?: boolean;
  /** Posted to the tournament's Discord webhook when the organiser set one. */
  discord?: boolean;
  /** The parts of the tournament page it changes: the public tournament stream carries it when there are any. */
  topics?: readonly LiveTopic[];
}

/**
 * Every event the platform tells someone about, one row each (decision 0037): its category, and whether it is
 * e-mailed, posted to Discord and carried by the public tournament stream. A new event type is a new row
 * here; the other lists derive from this one. E-mailed: what matters away from the site (a match to play, a
 * score to confirm, money, check-in and the waitlist's outcome, an organiser's removal; decisions 0012, 0023,
 * 0024, 0028). The bracket shows "one captain has reported" (not the score); the organiser's control room
 * follows it.
 */
export const EVENTS = {
  'team.join_requested': { category: 'teams' },
  'team.request_accepted': { category: 'teams' },
  'team.request_rejected': { category: 'teams' },
  'team.member_removed': { category: 'teams' },
  'team.deleted': { category: 'teams' },
  'enrolment.confirmed': { category: 'tournaments', topics: ['participants'] },
  'enrolment.left': { category: 'tournaments', topics: ['participants'] },
  /** Live only, told to nobody: organisers' webhooks hear it (decision 0058). */
  'tournament.created': { category: 'tournaments' },
  'tournament.starts_soon': { category: 'tournaments' },
  'tournament.check_in_open': { category: 'tournaments', email: true },
  'tournament.started': {
    category: 'tournaments',
    discord: true,
    topics: ['state', 'bracket', 'participants'],
  },
  'tournament.cancelled': {
    category: 'tournaments',
    email: true,
    discord: true,
    topics: ['state', 'participants'],
  },
  'tournament.completed': { category: 'tournaments', discord: true, topics: ['state', 'results', 'bracket'] },
  'enrolment.dropped': { category: 'tournaments', email: true, topics: ['participants'] },
  'enrolment.checked_in': { category: 'tournaments', topics: ['participants'] },
  'enrolment.removed': { category: 'tournaments', email: true, topics: ['participants'] },
  'waitlist.joined': { category: 'tournaments', topics: ['participants'] },
  'waitlist.left': { category: 'tournaments', topics: ['participants'] },
  'waitlist.promoted': { category: 'tournaments', email: true, topics: ['participants'] },
  'waitlist.skipped': { category: 'tournaments', email: true, topics: ['participants'] },
  'match.ready': { category: 'matches', email: true, topics: ['bracket'] },
  /** A Swiss round drawn: each team told its opponent or its bye (decision 0042). */
  'swiss.round_drawn': { category: 'matches', topics: ['bracket'] },
  /** A group stage ended and its playoff was drawn: each team told it advanced or was eliminated (decision 0043). */
  'stage.advanced': { category: 'matches', email: true, topics: ['bracket'] },
  'stage.eliminated': { category: 'tournaments', email: true, topics: ['bracket'] },
  'match.opponent_reported': { category: 'matches', email: true, topics: ['bracket'] },
  'match.confirmed': { category: 'matches', discord: true, topics: ['bracket', 'results'] },
  'match.disputed': { category: 'matches', topics: ['bracket'] },
  'match.result_set': { category: 'matches', email: true, discord: true, topics: ['bracket', 'results'] },
  'match.deadline_near': { category: 'matches', email: true },
  'match.auto_confirmed': { category: 'matches', topics: ['bracket', 'results'] },
  'match.forfeited': { category: 'matches', email: true, topics: ['bracket', 'results'] },
  'match.no_show': { category: 'matches', email: true },
  'match.message': { category: 'matches' },
  'match.evidence_added': { category: 'matches' },
  /** The captain on turn in a match's veto (decision 0041); a step taken refreshes both teams' rooms (live only). */
  'match.veto_turn': { category: 'matches' },
  'match.veto_step': { category: 'matches' },
  /** Season ladders (decision 0048): a team challenged by name, a challenge accepted, the season's end. */
  'ladder.challenged': { category: 'matches', email: true },
  'ladder.challenge_accepted': { category: 'matches', email: true },
  'ladder.season_ended': { category: 'tournaments', email: true },
  'prize.paid': { category: 'money', email: true },
  'purchase.completed': { category: 'money' },
  'purchase.refunded': { category: 'money', email: true },
  'purchase.reversed': { category: 'money', email: true },
  'purchase.shortfall_settled': { category: 'money', email: true },
  /** The payout was sent to PayPal: live only, so an open wallet shows "Processing" (decision 0032). */
  'withdrawal.processing': { category: 'money' },
  /** Held for the identity check, then approved (decision 0056); a refusal is withdrawal.rejected. */
  'withdrawal.held': { category: 'money', email: true },
  'withdrawal.approved': { category: 'money', email: true },
  'withdrawal.paid': { category: 'money', email: true },
  'withdrawal.rejected': { category: 'money', email: true },
  'withdrawal.failed': { category: 'money', email: true },
  'admin.dispute_opened': { category: 'admin' },
  'admin.withdrawal_requested': { category: 'admin' },
  'admin.contact_message': { category: 'admin' },
  'admin.match_no_show': { category: 'admin' },
  'admin.evidence_added': { category: 'admin' },
  'admin.match_message': { category: 'admin' },
  /** Live only: every admin's open match room follows the veto (decision 0041). */
  'admin.match_veto': { category: 'admin' },
  /** A webhook endpoint failed for its whole retry window and was disabled (decision 0058). */
  'admin.webhook_disabled': { category: 'admin' },
} as const satisfies Record<string, EventSpec>;

export type EventType = keyof typeof EVENTS;
export const EVENT_TYPES = Object.keys(EVENTS) as EventType[];

const eventRow = (type: EventType): EventSpec => EVENTS[type];

/** The category of each event type's notifications. */
export const EVENT_CATEGORIES = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, eventRow(type).category]),
) as Record<EventType, NotificationCategory>;

/** Event types e-mailed to their recipients. */
export const EMAIL_EVENT_TYPES: ReadonlySet<EventType> = new Set(
  EVENT_TYPES.filter((type) => eventRow(type).email),
);

/** Event types posted to the tournament's Discord webhook when the organiser set one. */
export const DISCORD_EVENT_TYPES: ReadonlySet<EventType> = new Set(
  EVENT_TYPES.filter((type) => eventRow(type).discord),
);

/** The parts of the tournament page an event changes; none for the events the public stream does not carry. */
export const publicTopicsOf = (type: EventType): readonly LiveTopic[] => eventRow(type)?.topics ?? [];

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
type MarkReadFields = Required<MarkReadRequest>;
/** What a client sends: one of the two fields, as the refinement above demands. */
export type MarkReadChoice = Pick<MarkReadFields, 'ids'> | Pick<MarkReadFields, 'all'>;

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
  topics: z.array(z.enum(LIVE_TOPICS)),
  created_at: z.string(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
