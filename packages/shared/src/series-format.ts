/**
 * How a tournament's matches are played (decision 0039): series length, elimination options, Swiss, a group
 * stage before the playoff, and the map or mode veto. Without zod: the bracket and the match room read these on a
 * phone, and the schemas that validate them live in admin-catalogue.ts.
 */

/** Games in a series: first to win more than half. */
export const BEST_OF_VALUES = [1, 3, 5, 7] as const;
export type BestOf = (typeof BEST_OF_VALUES)[number];

/** Double elimination's grand final: one match, or a second (the reset) when the lower-bracket winner wins it. */
export const GRAND_FINAL_MODES = ['simple', 'double'] as const;
export type GrandFinalMode = (typeof GRAND_FINAL_MODES)[number];

/**
 * none; bans: alternate bans until one map per game is left, the decider random among what is left; ban_pick: the
 * CS Major order; schedule: a fixed mode order per game (map_pool in game order), no action needed.
 */
export const VETO_MODES = ['none', 'bans', 'ban_pick', 'schedule'] as const;
export type VetoMode = (typeof VETO_MODES)[number];

export const GROUP_STAGE_FORMATS = ['round_robin', 'swiss'] as const;
export type GroupStageFormat = (typeof GROUP_STAGE_FORMATS)[number];

/** A group stage before the playoff: K groups (Swiss: one), the top M of each advance. */
export interface GroupStage {
  format: GroupStageFormat;
  groups: number;
  advance: number;
}

/** A tournament's series and stage settings as the server's bracket code reads them (decision 0039). */
export interface SeriesSettings {
  bestOf: number;
  finalBestOf: number;
  thirdPlaceMatch: boolean;
  grandFinal: GrandFinalMode;
  swissRounds: number | null;
  swissAdvanceWins: number | null;
  swissEliminateLosses: number | null;
  swissDeciderBestOf: number | null;
  groupStage: GroupStage | null;
  mapPool: string[];
  veto: VetoMode;
  vetoStepSeconds: number;
}

export const SERIES_LIMITS = {
  mapPoolMin: 2,
  mapPoolMax: 16,
  mapNameMax: 40,
  vetoStepSecondsMin: 10,
  vetoStepSecondsMax: 600,
  vetoStepSecondsDefault: 60,
  swissRoundsMax: 20,
  /** Major style: wins that advance, losses that eliminate. */
  swissRecordMax: 10,
  groupsMax: 32,
} as const;

/** Games a team must win to take a best-of-N series. */
export const winsNeeded = (bestOf: number): number => Math.floor(bestOf / 2) + 1;

/** Swiss rounds when the organiser sets none: ceil(log2 teams), at least 1. */
export const defaultSwissRounds = (teams: number): number =>
  Math.max(1, Math.ceil(Math.log2(Math.max(2, teams))));

export const BEST_OF_LABEL = (bestOf: number): string => `Bo${bestOf}`;

/** How the console and the tournament page name the veto modes. */
export const VETO_LABELS: Record<VetoMode, string> = {
  none: 'No veto',
  bans: 'Bans',
  ban_pick: 'Ban & pick',
  schedule: 'Fixed schedule',
};

export const GROUP_STAGE_FORMAT_LABELS: Record<GroupStageFormat, string> = {
  round_robin: 'Round robin',
  swiss: 'Swiss',
};
