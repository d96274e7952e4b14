/**
 * The brackets' notices (decisions 0021, 0024, 0037): a match ready (once per pairing), a score
 * reported, a dispute, a result confirmed, set or corrected, and match day's deadlines, no-shows and
 * forfeits, each recorded in the transaction of the change it tells about. `notifyBracketEvent` is the
 * brackets' onEvent hook: what each result change means for the players.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { formatSeries, type GameScore } from '@arena/shared/series-games';
import type { Tx } from '../../db/client';
import { entryPlayerIdsOfTeams, entryRosters, platformIdsOf } from '../enrolment/enrolment.service';
import {
  recordEvent,
  recordEvents,
  type NewDomainEvent,
  type RosterPlayer,
} from '../notifications/domain-events';
import { teamName, teamNames } from '../teams/teams.service';
import { tournamentName } from '../tournaments/tournaments.service';
import {
  matchOf,
  matchesIn,
  matchesOf,
  openBracket,
  participantsOf,
  teamLookup,
  teamLookupOf,
  type BracketEngine,
} from './bracket-engine';
import { knockedOutOfGroups } from './bracket-standings';
import { groupsOfStage, stagesOf, type PlannedStage } from './stage-plan';
import { rankGroup } from './group-ranking';
import { groupTitle } from '@arena/shared/bracket-rounds';
import { isSwissStage } from './swiss/swiss-stage';
import type { BracketEvent, ChangedMatchIds } from './bracket-events';
import { isPlayable, opponentId, outcomeOf, type MatchRecord } from './bracket.rules';
import { matchReadyAnnounced } from './brackets.repository';

export const bracketNotices = {
  /**
   * Matches of one tournament have both teams: each captain's roster is told, with the other roster's platform
   * ids. The facts of every match are read at once and the events recorded together (a start announces every
   * first-round match: a few statements, not a few per match).
   */
  async matchesReady(
    tx: Tx,
    tournamentId: number,
    matches: Array<{ id: number; teamIds: [number, number]; round?: string }>,
  ) {
    if (matches.length === 0) return;
    const teamIds = [...new Set(matches.flatMap((match) => match.teamIds))];
    const tournament = await tournamentName(tx, tournamentId);
    const playersOf = new Map<number, Awaited<ReturnType<typeof entryRosters>>>();
    for (const player of await entryRosters(tx, tournamentId, teamIds))
      playersOf.set(player.teamId, [...(playersOf.get(player.teamId) ?? []), player]);
    const nameOf = await teamNames(tx, teamIds);
    const events: NewDomainEvent[] = [];
    for (const match of matches) {
      const rosters = match.teamIds.map((id) => playersOf.get(id) ?? []);
      const names = match.teamIds.map(nameOf);
      for (const side of [0, 1] as const) {
        const other = side === 0 ? 1 : 0;
        const opponentRoster: RosterPlayer[] = rosters[other]!.map((p) => ({
          name: p.name,
          player_id: p.playerId,
          platforms: platformIdsOf(p),
        }));
        events.push({
          type: 'match.ready',
          recipients: rosters[side]!.map((p) => p.userId),
          tournamentId,
          matchId: match.id,
          teamId: match.teamIds[side],
          // The pairing (organisers' webhooks send the match once, not once per side: decision 0058).
          data: { opponent_team: names[other], opponent_roster: opponentRoster, team_ids: match.teamIds },
          notice: {
            title: `${names[side]} vs ${names[other]} is ready`,
            body: `Your match in ${tournament} against ${names[other]} is ready to play${match.round ? ` (${match.round})` : ''}. Report the score when it is over.`,
            link: NOTICE_LINKS.match(match.id),
          },
        });
      }
    }
    await recordEvents(tx, events);
  },

  async opponentReported(
    tx: Tx,
    match: { id: number; tournamentId: number },
    reporterTeamId: number,
    opponentTeamId: number,
    score: { own: number; opponent: number; games?: readonly GameScore[] },
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const reporter = await teamName(tx, reporterTeamId);
    // A series' games (decision 0040) ride along, from the reporter's side as the scores are.
    const games = score.games ?? [];
    const told = formatSeries(score.own, score.opponent, games);
    await recordEvent(tx, {
      type: 'match.opponent_reported',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, [opponentTeamId]),
      tournamentId: match.tournamentId,
      matchId: match.id,
      teamId: opponentTeamId,
      data: {
        reporter_score: score.own,
        your_score: score.opponent,
        ...(games.length > 0 ? { games: games.map((g) => ({ ...g })) } : {}),
      },
      notice: {
        title: `${reporter} reported ${score.own}-${score.opponent}`,
        body: `${reporter} reported your match in ${tournament} as ${told} to them. Confirm it with the same result, or report yours to open a dispute.`,
        link: NOTICE_LINKS.match(match.id),
      },
    });
  },

  async matchConfirmed(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    winnerTeamId: number | null,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const winner = winnerTeamId === null ? null : await teamName(tx, winnerTeamId);
    await recordEvent(tx, {
      type: 'match.confirmed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Result confirmed${winner ? `: ${winner} won` : ''}`,
        body: `Both captains agreed on the result of the match in ${tournament}${winner ? `; ${winner} won` : ''}.`,
        link: NOTICE_LINKS.match(match.id),
      },
    });
  },

  async disputed(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[] }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.disputed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Your match in ${tournament} is disputed`,
        body: `The captains reported different results; an admin will decide.`,
        link: NOTICE_LINKS.match(match.id),
      },
    });
    await recordEvent(tx, {
      type: 'admin.dispute_opened',
      recipients: 'admins',
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `New dispute in ${tournament}`,
        body: `The captains of match ${match.id} reported different results.`,
        link: NOTICE_LINKS.adminTournament(match.tournamentId),
      },
    });
  },

  /** An admin set or corrected a result (a dispute decided): every team whose match it changed is told. */
  async resultSet(
    tx: Tx,
    match: { id: number; tournamentId: number },
    affectedTeamIds: number[],
    correction: boolean,
    reason: string | null,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.result_set',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, affectedTeamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { correction, reason },
      notice: {
        title: correction
          ? `A result in ${tournament} was corrected`
          : `An admin decided your match in ${tournament}`,
        body: correction
          ? `An administrator corrected a match result in ${tournament}; later matches follow the correction and may have to be played again.${reason ? ` Reason: ${reason}` : ''}`
          : `An administrator set the result of your match in ${tournament}.${reason ? ` Reason: ${reason}` : ''}`,
        link: NOTICE_LINKS.tournament(match.tournamentId),
      },
    });
  },

  // Match day: deadlines, no-shows and forfeits (decision 0024) -------------------------------------------

  /** Both rosters: the match has to be reported soon. */
  async deadlineNear(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[]; deadline: Date }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.deadline_near',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { report_deadline: match.deadline.toISOString() },
      notice: {
        title: `Report your match in ${tournament} soon`,
        body: `Your match in ${tournament} must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.`,
        link: NOTICE_LINKS.match(match.id),
        times: { report_deadline: match.deadline.toISOString() },
      },
    });
  },

  /** Both rosters: the only report was confirmed when the deadline passed. */
  async autoConfirmed(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    reporterTeamId: number,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const reporter = await teamName(tx, reporterTeamId);
    await recordEvent(tx, {
      type: 'match.auto_confirmed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { reporter_team_id: reporterTeamId },
      notice: {
        title: `Result confirmed at the deadline in ${tournament}`,
        body: `The report deadline passed with only ${reporter}'s report, so that result was confirmed.`,
        link: NOTICE_LINKS.match(match.id),
      },
    });
  },

  /**
   * Nobody reported by the deadline: the organisers are asked to decide, and both rosters are told that the
   * match is with the organiser now (their screens stop showing a deadline and the report form).
   */
  async noShow(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[] }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.no_show',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Your match in ${tournament} is with the organiser`,
        body: BRACKET_MESSAGES.reportAfterNoShow,
        link: NOTICE_LINKS.match(match.id),
      },
    });
    await recordEvent(tx, {
      type: 'admin.match_no_show',
      recipients: 'admins',
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `No report by the deadline in ${tournament}`,
        body: `Neither captain reported match ${match.id} by its deadline: forfeit a team or set the result.`,
        link: NOTICE_LINKS.adminTournament(match.tournamentId),
      },
    });
  },

  /** Both rosters: an organiser forfeited a team in their match. */
  async forfeited(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    forfeitingTeamId: number,
    reason: string,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const loser = await teamName(tx, forfeitingTeamId);
    await recordEvent(tx, {
      type: 'match.forfeited',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { forfeiting_team_id: forfeitingTeamId, reason },
      notice: {
        title: `${loser} forfeited a match in ${tournament}`,
        body: `An organiser recorded a forfeit by ${loser} in ${tournament}; the other team goes through. Reason: ${reason}`,
        link: NOTICE_LINKS.match(match.id),
      },
    });
  },
};

/**
 * A Swiss round drawn (decision 0042): each team of the round is told its opponent, or its bye, in a few
 * statements for the whole round.
 */
async function swissRoundDrawn(tx: Tx, event: Extract<BracketEvent, { type: 'round_drawn' }>) {
  const { storage } = openBracket(tx, event.tournamentId);
  const matches = await matchesIn(storage, event.matchIds);
  const teamOf = await teamLookupOf(storage, matches);
  const facing: Array<{ teamId: number; opponentId: number | null; matchId: number }> = [];
  for (const match of matches) {
    const [first, second] = teamsOf(match, teamOf);
    if (first !== null) facing.push({ teamId: first, opponentId: second, matchId: Number(match.id) });
    if (second !== null && first !== null)
      facing.push({ teamId: second, opponentId: first, matchId: Number(match.id) });
  }
  if (facing.length === 0) return;
  const teamIds = [
    ...new Set(facing.flatMap((f) => (f.opponentId === null ? [f.teamId] : [f.teamId, f.opponentId]))),
  ];
  const tournament = await tournamentName(tx, event.tournamentId);
  const nameOf = await teamNames(tx, teamIds);
  const playersOf = new Map<number, number[]>();
  for (const player of await entryRosters(tx, event.tournamentId, teamIds))
    playersOf.set(player.teamId, [...(playersOf.get(player.teamId) ?? []), player.userId]);
  const round = `Swiss round ${event.roundNumber}`;
  await recordEvents(
    tx,
    facing.map(({ teamId, opponentId: other, matchId }) => ({
      type: 'swiss.round_drawn' as const,
      recipients: playersOf.get(teamId) ?? [],
      tournamentId: event.tournamentId,
      matchId,
      teamId,
      data: {
        round_number: event.roundNumber,
        opponent_team: other === null ? null : nameOf(other),
        bye: other === null,
      },
      notice: {
        title: `${round} of ${tournament} is drawn`,
        body:
          other === null
            ? `${nameOf(teamId)} has the bye in ${round} of ${tournament}: the round counts as a win.`
            : `${nameOf(teamId)} plays ${nameOf(other)} in ${round} of ${tournament}.`,
        link: NOTICE_LINKS.match(matchId),
      },
    })),
  );
}

/**
 * A group stage (round robin or Swiss) ended and its playoff was drawn (decision 0043): each team is told it
 * advanced (its seed and its first opponent when it has one, not a bye) or was eliminated (its final place, which
 * no later result changes), naming its group where the stage has several ("finished 3rd in Group B"). Asked in the
 * result's transaction after a result that drew or redrew the playoff (an event of 'all' matches). What each team
 * was told is kept on the playoff's stage record (`announced`: participant id to its outcome); a corrected group
 * result that redraws the playoff before it starts tells again exactly the teams whose outcome (advanced or out,
 * seed, first opponent, place) changed, and nobody else.
 */
async function stageAdvanced(tx: Tx, tournamentId: number): Promise<void> {
  const { storage } = openBracket(tx, tournamentId);
  const stages = await stagesOf(storage);
  const [groupStage, playoff] = stages as [PlannedStage | undefined, AnnouncedStage | undefined];
  // `true`: told before outcomes were kept (nothing to compare with), so not told again.
  if (!groupStage?.playoff || !playoff || playoff.announced === true) return;
  const before = playoff.announced ?? null;
  const matches = await matchesOf(storage);
  const participants = await participantsOf(storage);
  const teamOf = teamLookup(participants);
  const playoffMatches = matches
    .filter((m) => Number(m.stage_id) === Number(playoff.id))
    .sort((a, b) => Number(a.id) - Number(b.id));
  const seeds = playoff.seeding_ids ?? [];
  const inPlayoff = new Set(seeds);
  const knockedOut = await knockedOutOfGroups(storage, groupStage, matches, inPlayoff);
  const placeOf = new Map<number, number>();
  let place = seeds.length + 1;
  for (const group of knockedOut) {
    for (const id of group) placeOf.set(id, place);
    place += group.length;
  }
  const opponentOf = (id: number): number | null => {
    const first = playoffMatches.find(
      (m) =>
        [opponentId(m.opponent1), opponentId(m.opponent2)].includes(id) &&
        opponentId(m.opponent1) !== null &&
        opponentId(m.opponent2) !== null,
    );
    if (!first) return null;
    return opponentId(first.opponent1) === id ? opponentId(first.opponent2) : opponentId(first.opponent1);
  };
  const outcomeOfTeam = (id: number): string | null =>
    inPlayoff.has(id)
      ? `advanced:${seeds.indexOf(id) + 1}:${opponentOf(id) ?? 'bye'}`
      : placeOf.has(id)
        ? `eliminated:${placeOf.get(id)!}`
        : null;
  const outcomes: Record<string, string> = {};
  for (const p of participants) {
    const outcome = outcomeOfTeam(Number(p.id));
    if (outcome !== null) outcomes[String(p.id)] = outcome;
  }
  const told = participants
    .map((p) => Number(p.id))
    .filter((id) => outcomes[String(id)] !== undefined && outcomes[String(id)] !== before?.[String(id)]);
  if (told.length === 0) return;
  const groupPlace = await groupPlaces(storage, groupStage, matches);
  const teamIds = told.map((id) => teamOf(id)).filter((id): id is number => id !== null);
  const tournament = await tournamentName(tx, tournamentId);
  const nameOf = await teamNames(tx, teamIds);
  const playersOf = new Map<number, number[]>();
  for (const player of await entryRosters(tx, tournamentId, teamIds))
    playersOf.set(player.teamId, [...(playersOf.get(player.teamId) ?? []), player.userId]);
  const events: NewDomainEvent[] = [];
  for (const id of told) {
    const teamId = teamOf(id);
    if (teamId === null) continue;
    // A second notice after a corrected group result says so; the first told of an earlier outcome.
    const corrected = before !== null && before[String(id)] !== undefined;
    const lead = corrected
      ? `A corrected ${isSwissStage(groupStage) ? 'Swiss stage' : 'group'} result changed the playoff: `
      : '';
    const inGroup = groupPlace.get(id);
    const finished = inGroup
      ? `${nameOf(teamId)} finished ${ordinal(inGroup.rank)} in ${inGroup.group}`
      : null;
    const base = { recipients: playersOf.get(teamId) ?? [], tournamentId, teamId };
    if (inPlayoff.has(id)) {
      const other = opponentOf(id);
      const otherTeam = other === null ? null : teamOf(other);
      const seed = seeds.indexOf(id) + 1;
      const seeded = `${finished ? `${finished} and` : nameOf(teamId)} is seed ${seed} of the playoff of ${tournament}`;
      events.push({
        ...base,
        type: 'stage.advanced',
        data: {
          seed,
          opponent_team: otherTeam === null ? null : nameOf(otherTeam),
          ...(corrected ? { corrected: true } : {}),
        },
        notice: {
          title: `${nameOf(teamId)} advanced to the playoff of ${tournament}`,
          body: `${lead}${seeded}${otherTeam === null ? '' : ` and plays ${nameOf(otherTeam)} first`}.`,
          link: NOTICE_LINKS.tournament(tournamentId),
        },
      });
    } else {
      const at = placeOf.get(id)!;
      const stageName = isSwissStage(groupStage) ? 'Swiss stage' : 'group stage';
      events.push({
        ...base,
        type: 'stage.eliminated',
        data: { place: at, ...(corrected ? { corrected: true } : {}) },
        notice: {
          title: `${nameOf(teamId)} is out of ${tournament}`,
          body: finished
            ? `${lead}${finished}, did not advance from the ${stageName} of ${tournament} and places ${ordinal(at)}.`
            : `${lead}${nameOf(teamId)} did not advance from the ${stageName} of ${tournament} and places ${ordinal(at)}.`,
          link: NOTICE_LINKS.tournament(tournamentId),
        },
      });
    }
  }
  await recordEvents(tx, events);
  await storage.update('stage', playoff.id, { ...playoff, announced: outcomes } as PlannedStage);
}

/**
 * Each team's group and rank in a round-robin stage of several groups, named as the standings name the group
 * (groupTitle: "Group B"); none for one group or a Swiss stage (the stage is the group).
 */
async function groupPlaces(
  storage: BracketEngine['storage'],
  groupStage: PlannedStage,
  matches: MatchRecord[],
): Promise<Map<number, { group: string; rank: number }>> {
  const places = new Map<number, { group: string; rank: number }>();
  if (isSwissStage(groupStage)) return places;
  const groups = await groupsOfStage(
    storage,
    groupStage,
    matches.filter((m) => Number(m.stage_id) === Number(groupStage.id)),
  );
  if (groups.length < 2) return places;
  for (const group of groups)
    for (const row of rankGroup(group.participantIds, group.matches))
      places.set(row.participantId, {
        group: groupTitle(groups.length, group.number, groupStage.name),
        rank: row.rank,
      });
  return places;
}

/** The playoff's record: `announced` maps each participant told to its outcome (`true` on older records). */
type AnnouncedStage = PlannedStage & { announced?: true | Record<string, string> };

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function teamsOf(match: MatchRecord, teamOf: (participantId: number | null) => number | null) {
  return [teamOf(opponentId(match.opponent1)), teamOf(opponentId(match.opponent2))] as const;
}

/**
 * Tells both rosters of every playable match whose pairing was not announced yet: of the matches a result
 * changed (no other match can have become playable), or of the whole bracket when it was just drawn. Its
 * reads and writes are a few statements however many matches it announces.
 */
export async function announceReadyMatches(
  tx: Tx,
  tournamentId: number,
  matchIds: ChangedMatchIds = 'all',
): Promise<void> {
  const { storage } = openBracket(tx, tournamentId);
  const playable = (await matchesIn(storage, matchIds)).filter(isPlayable);
  if (playable.length === 0) return;
  const teamOf = await teamLookupOf(storage, playable);
  const told = await matchReadyAnnounced(
    tx,
    playable.map((match) => Number(match.id)),
  );
  const ready: Array<{ id: number; teamIds: [number, number] }> = [];
  for (const match of playable) {
    const [first, second] = teamsOf(match, teamOf);
    if (first === null || second === null) continue;
    const id = Number(match.id);
    if (told(id, first) && told(id, second)) continue;
    ready.push({ id, teamIds: [first, second] });
  }
  await bracketNotices.matchesReady(tx, tournamentId, ready);
}

/** The brackets module's onEvent: records what each result change means for the players. */
export async function notifyBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
  if (event.type === 'tournament_finished') return; // the lifecycle's completion tells placings and prizes
  if (event.type === 'round_drawn') {
    await swissRoundDrawn(tx, event);
    await announceReadyMatches(tx, event.tournamentId, event.matchIds);
    return;
  }
  // A result that ended a group stage drew its playoff in the same transaction: the teams are told first.
  // A playoff is drawn by a write not made by id, so its result's event changed 'all': only then can a stage
  // have just ended, and an ordinary report reads no stage records (report-work.test.ts).
  if ((event.changedMatchIds ?? 'all') === 'all') await stageAdvanced(tx, event.tournamentId);
  const { storage } = openBracket(tx, event.tournamentId);
  const match = await matchOf(storage, event.matchId);
  const teamOf = await teamLookupOf(storage, match ? [match] : []);
  const teams = match ? teamsOf(match, teamOf).filter((id): id is number => id !== null) : [];
  const ref = { id: event.matchId, tournamentId: event.tournamentId, teamIds: teams };
  if (event.type === 'match_confirmed' && event.byDeadline) {
    // match.auto_confirmed (decision 0024) tells the rosters; "both captains agreed" would not be true.
  } else if (event.type === 'match_confirmed') {
    const outcome = match ? outcomeOf(match) : null;
    const winner = match && outcome && outcome !== 'draw' ? teamOf(opponentId(match[outcome])) : null;
    await bracketNotices.matchConfirmed(tx, ref, winner);
  } else {
    const affected = [...new Set([...teams, ...event.affectedTeamIds])].filter(
      // A forfeit's own teams get match.forfeited (decision 0024); teams of later matches it changed are told here.
      (id) => !event.forfeit || !teams.includes(id),
    );
    if (affected.length > 0)
      await bracketNotices.resultSet(tx, ref, affected, event.corrected, event.reason ?? null);
  }
  await announceReadyMatches(tx, event.tournamentId, event.changedMatchIds ?? 'all');
}
