/** Brackets and results (decision 0009): score reports, disputes, admin decisions, the bracket view. */
import { z } from 'zod';
import { queryInt, requiredQueryInt } from './catalogue';
import { matchEvidenceSchema } from './match-evidence';
import { bracketFormats, forfeitOutcomes } from './bracket-rounds';

export const MAX_SCORE = 999;

export const BRACKET_MESSAGES = {
  reportRecorded: 'Your result has been recorded; waiting for the other captain',
  matchTournament: 'The match and its tournament',
  reportConfirmed: 'Result confirmed',
  reportDisputed: 'The captains reported different results; an admin will decide',
  resultSaved: 'Result saved',
  resultCorrected: 'Result corrected; the later matches follow the correction',
  notReady: 'This match is not ready to be played yet.',
  notCaptain: 'Only the captains of the two teams can report this match.',
  alreadyConfirmed: 'This match already has a confirmed result.',
  /** A report after the deadline sweep sent the match to the organiser's no-show queue (decision 0024). */
  reportAfterNoShow:
    'The report deadline of this match passed without a report, so the organiser decides it now. Send them the result in the match room.',
  /** The match room's deadline line once the match is in the no-show queue (decision 0024). */
  deadlinePassedNoShow:
    'The report deadline passed with no report, so the organiser decides this match. Send them the result in the messages.',
  noDraw: 'A match cannot end in a draw.',
  notUnderway: 'This tournament is not underway.',
  tournamentClosed: 'This tournament has finished; its results can no longer be changed.',
  tournamentCancelled: 'This tournament was cancelled; its results can no longer be changed.',
  scoreRequired: (label: string) => `${label} is required`,
  scoreInvalid: (label: string) => `${label} must be a whole number between 0 and ${MAX_SCORE}`,
  reasonTooLong: 'The reason cannot exceed 500 characters',
  correctionSubject: (tournament: string) => `A result in ${tournament} was corrected`,
  /** Under both reports of a dispute, on the captains' cards (decision 0032). */
  disputeCorrection:
    'Both reports are shown as your score–theirs. If yours has a typo, change it below: when the two agree, the result is confirmed.',
  reportAccepted: (team: string) => `${team}'s report is now the result`,
  acceptedReason: (team: string) => `The organiser accepted ${team}'s report`,
  noSuchReport: 'That team has not reported this match.',
  reportChanged: 'This report changed since you opened it; look at it again.',
} as const;

/** A score as forms send it (number or digits); blank means missing. */
function scoreField(label: string) {
  return z.preprocess(
    (value: number | string) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? BRACKET_MESSAGES.scoreRequired(label)
            : BRACKET_MESSAGES.scoreInvalid(label),
      })
      .int({ error: BRACKET_MESSAGES.scoreInvalid(label) })
      .min(0, { error: BRACKET_MESSAGES.scoreInvalid(label) })
      .max(MAX_SCORE, { error: BRACKET_MESSAGES.scoreInvalid(label) }),
  );
}

export const tournamentBracketQuery = z.object({ tournament_id: requiredQueryInt('tournament_id') });
export const matchIdParams = z.object({ match_id: requiredQueryInt('match_id') });
/** Which tournament a match is in (public): the stream overlay of one match finds its bracket by it. */
export const matchTournamentQuery = z.object({ match_id: requiredQueryInt('match_id') });
export const matchTournamentSchema = z.object({
  match_id: z.number().int(),
  tournament_id: z.number().int(),
});
export type MatchTournament = z.infer<typeof matchTournamentSchema>;
/** The admin's dispute queue, optionally for one tournament. */
export const disputesQuery = z.object({ tournament_id: queryInt('tournament_id', 1, 2_147_483_647) });

/** Games of a series at most: the longest series is a best-of-7 (decision 0039). */
export const MAX_GAMES = 7;

function gamesField<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(z.object(shape), { error: 'games must be a list of game scores' })
    .max(MAX_GAMES, { error: `A series has at most ${MAX_GAMES} games` })
    .optional();
}

/** One game of a series from the reporting team's side (decision 0040). */
export const reportedGameSchema = z.object({
  own_score: z.number().int().min(0),
  opponent_score: z.number().int().min(0),
});
export type ReportedGame = z.infer<typeof reportedGameSchema>;

/** One game of a series by the bracket's sides, as the admin's result names its scores. */
export const sideGameSchema = z.object({
  opponent1_score: z.number().int().min(0),
  opponent2_score: z.number().int().min(0),
});
export type SideGame = z.infer<typeof sideGameSchema>;

/**
 * A captain's report. In a series (best_of > 1) the scores are the games won; `games`, when given, lists each
 * game from the reporter's side, and the scores must be its game wins (decision 0040).
 */
export const reportMatchScoreBody = z.object({
  match_id: requiredQueryInt('match_id'),
  own_score: scoreField('Your score'),
  opponent_score: scoreField("Your opponent's score"),
  games: gamesField({
    own_score: scoreField('Your score in a game'),
    opponent_score: scoreField("Your opponent's score in a game"),
  }),
});
export type ReportMatchScoreInput = z.input<typeof reportMatchScoreBody>;

export const adminMatchResultBody = z.object({
  opponent1_score: scoreField('Score of the first team'),
  opponent2_score: scoreField('Score of the second team'),
  /**
   * A series' games in the match's order of sides; a correction replaces the games (decision 0040). Each game is
   * `{opponent1_score, opponent2_score}`, or the captains' shape `{own_score, opponent_score}` read as the first
   * team's score first.
   */
  games: z
    .array(
      z.union([
        z.object({
          opponent1_score: scoreField("The first team's score in a game"),
          opponent2_score: scoreField("The second team's score in a game"),
        }),
        z.object({
          own_score: scoreField("The first team's score in a game"),
          opponent_score: scoreField("The second team's score in a game"),
        }),
      ]),
      { error: 'games must be a list of game scores' },
    )
    .max(MAX_GAMES, { error: `A series has at most ${MAX_GAMES} games` })
    .optional(),
  reason: z
    .string({ error: 'The reason must be text' })
    .trim()
    .max(500, { error: BRACKET_MESSAGES.reasonTooLong })
    .optional(),
});
export type AdminMatchResultInput = z.input<typeof adminMatchResultBody>;

/**
 * The organiser's one click on a dispute: that team's report becomes the result. The scores the organiser
 * saw are sent back, so a report changed meanwhile is not accepted unseen.
 */
export const acceptReportBody = z.object({
  team_id: requiredQueryInt('team_id'),
  own_score: scoreField('The accepted report'),
  opponent_score: scoreField('The accepted report'),
  /** The report's games as the organiser saw them (decision 0040); when given, games changed since are refused too. */
  games: gamesField({
    own_score: scoreField('The accepted report'),
    opponent_score: scoreField('The accepted report'),
  }),
});
export type AcceptReportInput = z.input<typeof acceptReportBody>;

/** Where a match stands between the two captains' reports. */
export const reportStatuses = ['none', 'awaiting_opponent', 'disputed', 'confirmed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A match as one team sees it. */
/** no_show: the deadline passed with no report; the organiser decides (decision 0024). */
export const myMatchStatuses = [
  'waiting',
  'ready',
  'awaiting_opponent',
  'disputed',
  'no_show',
  'confirmed',
] as const;
export type MyMatchStatus = (typeof myMatchStatuses)[number];

export const matchResults = ['win', 'draw', 'loss'] as const;

export const reportMatchScoreResultSchema = z.object({
  match_id: z.number().int(),
  status: z.enum(['awaiting_opponent', 'confirmed', 'disputed']),
});
export type ReportMatchScoreResult = z.infer<typeof reportMatchScoreResultSchema>;

// The bracket in the data shape brackets-viewer 1.9 renders (brackets-manager's records).

const opponentSchema = z
  .object({
    /** A participant id; null while still to be decided. */
    id: z.number().int().nullable(),
    position: z.number().int().optional(),
    score: z.number().int().optional(),
    result: z.enum(matchResults).optional(),
    forfeit: z.boolean().optional(),
  })
  .nullable();

export const bracketStageSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  name: z.string(),
  type: z.enum(bracketFormats),
  number: z.number().int(),
  settings: z.object({
    size: z.number().int().optional(),
    seedOrdering: z.array(z.string()).optional(),
    balanceByes: z.boolean().optional(),
    grandFinal: z.enum(['none', 'simple', 'double']).optional(),
    groupCount: z.number().int().optional(),
    roundRobinMode: z.enum(['simple', 'double']).optional(),
    matchesChildCount: z.number().int().optional(),
    consolationFinal: z.boolean().optional(),
    skipFirstRound: z.boolean().optional(),
  }),
});

export const bracketGroupSchema = z.object({
  id: z.number().int(),
  stage_id: z.number().int(),
  number: z.number().int(),
});

export const bracketRoundSchema = z.object({
  id: z.number().int(),
  stage_id: z.number().int(),
  group_id: z.number().int(),
  number: z.number().int(),
});

export const bracketMatchSchema = z.object({
  id: z.number().int(),
  stage_id: z.number().int(),
  group_id: z.number().int(),
  round_id: z.number().int(),
  number: z.number().int(),
  child_count: z.number().int(),
  /** brackets-manager's status: 0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived. */
  status: z.number().int(),
  opponent1: opponentSchema,
  opponent2: opponentSchema,
  report_status: z.enum(reportStatuses),
  /** The series length the match is played as (decision 0040), when it is a series (3, 5 or 7); absent for a Bo1. */
  best_of: z.number().int().optional(),
  /** A decided series' games in the match's order of sides (decision 0040); absent when there are none. */
  games: z.array(sideGameSchema).optional(),
});

export const bracketMatchGameSchema = z.object({
  id: z.number().int(),
  stage_id: z.number().int(),
  parent_id: z.number().int(),
  number: z.number().int(),
  status: z.number().int(),
  opponent1: opponentSchema,
  opponent2: opponentSchema,
});

export const bracketParticipantSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  name: z.string(),
  /** The team behind the participant, so the page can pick out the viewer's own team. */
  team_id: z.number().int(),
});

export const tournamentBracketSchema = z.object({
  tournament_id: z.number().int(),
  format: z.enum(bracketFormats),
  stages: z.array(bracketStageSchema),
  groups: z.array(bracketGroupSchema),
  rounds: z.array(bracketRoundSchema),
  matches: z.array(bracketMatchSchema),
  match_games: z.array(bracketMatchGameSchema),
  participants: z.array(bracketParticipantSchema),
  /** The viewer's teams in this bracket (captain or accepted player); empty for visitors. */
  my_team_ids: z.array(z.number().int()),
});
export type TournamentBracket = z.infer<typeof tournamentBracketSchema>;

/**
 * One team's final place in a finished tournament (sent beside the bracket): placing is 1 + the teams ahead
 * of it, so tied teams share one (single elimination: both semi-final losers are 3rd); prize in pounds.
 */
export const tournamentStandingSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  placing: z.number().int().min(1),
  prize: z.number(),
});
export type TournamentStanding = z.infer<typeof tournamentStandingSchema>;
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

const scoresSchema = z.object({ own_score: z.number().int(), opponent_score: z.number().int() });
/** A captain's report: the scores and, in a series, the games from the same side (empty when not given). */
const reportSchema = scoresSchema.extend({ games: z.array(reportedGameSchema) });

export const myMatchSchema = z.object({
  match_id: z.number().int(),
  /** e.g. 'Round 1', 'Quarter-final', 'Semi-final', 'Final', 'Upper bracket final', 'Grand final'. */
  round_label: z.string(),
  /** Null while the opponent is still to be decided. */
  opponent_name: z.string().nullable(),
  my_team_id: z.number().int(),
  /** The stage (1, or 2 for a playoff after a group stage) and the round within its group. */
  stage_number: z.number().int(),
  round_number: z.number().int(),
  /** The series length the match is played as (decision 0040): 1, 3, 5 or 7. */
  best_of: z.number().int(),
  /** The decided series' games from this team's side; empty before, for a Bo1, and when none were reported. */
  games: z.array(reportedGameSchema),
  status: z.enum(myMatchStatuses),
  my_report: reportSchema.nullable(),
  /**
   * The other captain's report once the two reports disagree (a dispute), from the reader's side like
   * `my_report`: own_score is the score they gave the reader's team. Null otherwise. Both captains see both
   * reports, so an honest typo can be corrected by changing one's own report.
   */
  opponent_report: reportSchema.nullable(),
  /** True for the captain while the match can still be reported (or the report changed). */
  can_report: z.boolean(),
  /** The agreed score once decided; null before, and for a forfeit (it has no score, and is never a draw). */
  result: scoresSchema.nullable(),
  /**
   * 'won' when the other team forfeited (organiser's no-show decision), 'lost' when this team did; null when
   * the match was not decided by a forfeit. Screens say 'Won by forfeit' / 'Lost by forfeit (no-show)'.
   */
  forfeit: z.enum(forfeitOutcomes).nullable(),
  /** ISO time by which the match must be reported, while it can be reported; null otherwise (decision 0024). */
  report_deadline: z.string().nullable(),
});
export type MyMatch = z.infer<typeof myMatchSchema>;

const disputeSideSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  report: z
    .object({
      own_score: z.number().int(),
      opponent_score: z.number().int(),
      /** The games from this team's side; empty when the captain reported the score alone. */
      games: z.array(reportedGameSchema),
      reported_by: z.number().int(),
      reported_at: z.string(),
    })
    .nullable(),
  /** The screenshots this team's captain attached, oldest first. */
  evidence: z.array(matchEvidenceSchema),
});

export const disputeSchema = z.object({
  match_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  round_label: z.string(),
  /** In the match's order: the admin's result gives opponent1_score and opponent2_score in this order. */
  opponent1: disputeSideSchema,
  opponent2: disputeSideSchema,
  disputed_at: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const adminMatchResultSchema = z.object({
  match_id: z.number().int(),
  status: z.literal('confirmed'),
  /** Later matches whose results were reset because they followed the old result. */
  reset_match_ids: z.array(z.number().int()),
  /** Teams told by e-mail that a result was corrected. */
  affected_team_ids: z.array(z.number().int()),
});
export type AdminMatchResult = z.infer<typeof adminMatchResultSchema>;

const snapshotSideSchema = z
  .object({
    team_id: z.number().int().nullable(),
    score: z.number().int().nullable(),
    result: z.string().nullable(),
  })
  .nullable();

export const matchSnapshotSchema = z.object({
  status: z.number().int(),
  opponent1: snapshotSideSchema,
  opponent2: snapshotSideSchema,
});

export const matchAuditEntrySchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  match_id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.enum(['confirmed', 'admin_set', 'admin_corrected', 'reset', 'auto_confirmed', 'forfeit']),
  before: matchSnapshotSchema,
  after: matchSnapshotSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type MatchAuditEntry = z.infer<typeof matchAuditEntrySchema>;
