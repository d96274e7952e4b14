/**
 * The `/arena` command's subcommands (decision 0060), answered within Discord's 3 seconds. Check-in, matches and
 * score reports go through the services the web app calls, so the same rules and the same refusal sentences hold;
 * a refusal is the answer's text. Private answers (link, checkin, matches, report) only the player sees.
 */
import { matchStatusLabel } from '@arena/shared/match-status';
import { BRACKET_MESSAGES, reportMatchScoreBody, type MyMatch } from '@arena/shared/brackets';
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { DISCORD_MESSAGES } from '@arena/shared/discord';
import { appHref } from '@arena/shared/app-links';
import type { TournamentStandings } from '@arena/shared/standings';
import { isLanguageCode, type LanguageCode } from '@arena/shared/language';
import type { Db } from '../../db/client';
import { translateText } from '../../i18n/server-text';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { DiscordLinks, DiscordUser } from './discord-links.service';
import {
  INTERACTION_RESPONSE_TYPE,
  INTERACTION_TYPE,
  message,
  plain,
  type CommandOption,
  type Interaction,
  type InteractionResponse,
} from './discord-interactions';
import {
  findCup,
  findCupsByName,
  latestTournamentOf,
  openCheckIns,
  underwayTournamentsOf,
} from './discord.repository';

export interface DiscordCommandsDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  links: DiscordLinks;
  /** The web's check-in (POST /api/tournament-check-in). */
  checkIn: (userId: number, tournamentId: number) => Promise<void>;
  /** The web's My matches (GET /api/my-matches). */
  myMatches: (tournamentId: number, userId: number) => Promise<MyMatch[]>;
  /** The web's score report (POST /api/report-match-score). */
  reportMatchScore: (input: {
    matchId: number;
    userId: number;
    ownScore: number;
    opponentScore: number;
    games?: Array<{ own_score: number; opponent_score: number }> | undefined;
  }) => Promise<{ status: 'awaiting_opponent' | 'confirmed' | 'disputed' }>;
  /** The public standings (GET /api/tournament-standings). */
  standings: (tournamentId: number) => Promise<TournamentStandings>;
}

const REPORT_MESSAGES = {
  awaiting_opponent: BRACKET_MESSAGES.reportRecorded,
  confirmed: BRACKET_MESSAGES.reportConfirmed,
  disputed: BRACKET_MESSAGES.reportDisputed,
} as const;

const SCORE = /^\s*(\d{1,3})\s*[-:]\s*(\d{1,3})\s*$/;
const MAX_LISTED = 10;

/** `2-1` as own and opponent score, or undefined. */
export function parseScore(text: string): [number, number] | undefined {
  const match = SCORE.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** `13-7, 9-13, 13-10` as games from the reporter's side, or undefined when one is not a score. */
export function parseGames(text: string): Array<{ own_score: number; opponent_score: number }> | undefined {
  const parts = text.split(/[,;]|\s+(?=\d+\s*[-:])/).filter((part) => part.trim() !== '');
  const games = parts.map(parseScore);
  if (games.length === 0 || games.some((game) => game === undefined)) return undefined;
  return games.map((game) => ({ own_score: game![0], opponent_score: game![1] }));
}

/** The subcommand and its options by name. */
function subcommandOf(interaction: Interaction): { name: string; options: Map<string, CommandOption> } {
  const [sub] = interaction.data?.options ?? [];
  return {
    name: sub?.name ?? '',
    options: new Map((sub?.options ?? []).map((option) => [option.name, option])),
  };
}

class Refusal extends Error {}

/** Translates one English sentence into the answer's language. */
type T = (english: string) => string;

/** An English answer in `language`, line by line (a list's heading and its fixed lines). */
function translateLines(language: LanguageCode, text: string): string {
  if (language === 'en') return text;
  return text
    .split('\n')
    .map((line) => translateText(language, line))
    .join('\n');
}

/** Discord's locale ('de', 'es-ES', 'pt-BR') as one of Arena's languages, if it is one. */
export function languageOfLocale(locale: string | undefined): LanguageCode | undefined {
  const base = locale?.toLowerCase().split('-')[0];
  return isLanguageCode(base) ? base : undefined;
}
export function createDiscordCommands(deps: DiscordCommandsDeps) {
  const { db, clock, links } = deps;
  const link = (href: string) => `<${deps.publicUrl}/#${href}>`;

  async function checkin(userId: number, t: T): Promise<string> {
    const open = await openCheckIns(db, userId, clock.now());
    if (open.length === 0) return t(DISCORD_MESSAGES.noCheckIn);
    const lines: string[] = [];
    for (const row of open) {
      const prefix = `**${plain(row.tournament_name)}** (${plain(row.team_name)}): `;
      try {
        await deps.checkIn(userId, row.tournament_id);
        lines.push(`${prefix}${t(CHECK_IN_MESSAGES.checkedIn)}.`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        lines.push(`${prefix}${t(error.errors[0] ?? error.message)}`);
      }
    }
    return lines.join('\n');
  }

  /** The player's matches not decided yet, in every underway tournament they play in. */
  async function openMatches(userId: number) {
    const open: Array<MyMatch & { tournament_id: number; tournament_name: string }> = [];
    for (const tournament of await underwayTournamentsOf(db, userId)) {
      for (const match of await deps.myMatches(tournament.id, userId)) {
        if (match.status === 'confirmed' || match.forfeit !== null) continue;
        open.push({ ...match, tournament_id: tournament.id, tournament_name: tournament.tournament_name });
      }
    }
    return open;
  }

  async function matches(userId: number, t: T): Promise<string> {
    const open = await openMatches(userId);
    if (open.length === 0) return t(DISCORD_MESSAGES.noOpenMatches);
    const lines = open.slice(0, MAX_LISTED).map((match) => {
      const opponent =
        match.opponent_name === null ? t('opponent to be decided') : `vs ${plain(match.opponent_name)}`;
      const format = match.best_of > 1 ? ` (${t(`best of ${match.best_of}`)})` : '';
      return (
        `**${plain(match.tournament_name)}**, ${plain(t(match.round_label))}: ${opponent}${format}. ` +
        `${t(matchStatusLabel(match))}. ${t(`Match ${match.match_id}:`)} ${link(appHref.match(match.match_id))}`
      );
    });
    if (open.length > MAX_LISTED) lines.push(t(`And ${open.length - MAX_LISTED} more on Arena.`));
    return lines.join('\n');
  }

  async function report(userId: number, options: Map<string, CommandOption>, t: T): Promise<string> {
    const score = parseScore(String(options.get('score')?.value ?? ''));
    if (!score) throw new Refusal(DISCORD_MESSAGES.scoreFormat);
    const gamesText = options.get('games')?.value;
    const games =
      gamesText === undefined || String(gamesText).trim() === '' ? undefined : parseGames(String(gamesText));
    if (gamesText !== undefined && String(gamesText).trim() !== '' && !games)
      throw new Refusal(DISCORD_MESSAGES.gamesFormat);
    let matchId = Number(options.get('match')?.value ?? Number.NaN);
    if (Number.isNaN(matchId)) {
      const reportable = (await openMatches(userId)).filter((match) => match.can_report);
      if (reportable.length === 0) throw new Refusal(DISCORD_MESSAGES.noMatchToReport);
      if (reportable.length > 1) {
        const choices = reportable.map(
          (match) =>
            `Match ${match.match_id}: **${plain(match.tournament_name)}**, ${plain(match.round_label)}, vs ${plain(match.opponent_name ?? '?')}`,
        );
        throw new Refusal([DISCORD_MESSAGES.chooseMatch, ...choices].join('\n'));
      }
      matchId = reportable[0]!.match_id;
    }
    // The web form's schema: its sentences for a score or a game out of range.
    const parsed = reportMatchScoreBody.safeParse({
      match_id: matchId,
      own_score: score[0],
      opponent_score: score[1],
      ...(games ? { games } : {}),
    });
    if (!parsed.success) throw new Refusal(parsed.error.issues.map((issue) => issue.message).join('\n'));
    const result = await deps.reportMatchScore({
      matchId: parsed.data.match_id,
      userId,
      ownScore: parsed.data.own_score,
      opponentScore: parsed.data.opponent_score,
      games: parsed.data.games,
    });
    return `${t(REPORT_MESSAGES[result.status])}. ${link(appHref.match(matchId))}`;
  }

  async function whichTournament(typed: string, discordUserId: string): Promise<number> {
    const text = typed.trim();
    if (text === '') {
      const userId = await links.optionalAccountOf(discordUserId);
      const latest = userId === undefined ? undefined : await latestTournamentOf(db, userId);
      if (latest === undefined) throw new Refusal(DISCORD_MESSAGES.nameTournament);
      return latest;
    }
    if (/^\d{1,9}$/.test(text)) {
      const cup = await findCup(db, Number(text));
      if (cup) return cup.id;
    }
    const found = await findCupsByName(db, text, 6);
    if (found.length === 0) throw new Refusal(DISCORD_MESSAGES.noSuchTournament);
    if (found.length === 1 || found[0]!.name.toLowerCase() === text.toLowerCase()) return found[0]!.id;
    throw new Refusal(
      [
        DISCORD_MESSAGES.severalTournaments,
        ...found.slice(0, 5).map((t) => `${t.id}: ${plain(t.name)}`),
      ].join('\n'),
    );
  }

  async function standings(typed: string, discordUserId: string, t: T): Promise<string> {
    const cup = await findCup(db, await whichTournament(typed, discordUserId));
    if (!cup) throw new Refusal(DISCORD_MESSAGES.noSuchTournament);
    const title = `**${plain(cup.name)}** (${cup.state}) ${link(appHref.tournament(cup.id))}`;
    const { stages, placings } = await deps.standings(cup.id);
    if (placings.length > 0) {
      const lines = placings
        .slice(0, MAX_LISTED)
        .map((p) => `${p.place}. ${plain(p.team_name)}${p.prize > 0 ? ` (£${p.prize.toFixed(2)})` : ''}`);
      return [title, t('Final placings:'), ...lines].join('\n');
    }
    if (stages.length === 0) return `${title}\n${plain(cup.name)} ${t(DISCORD_MESSAGES.notStarted)}`;
    const lines = [title];
    for (const stage of stages) {
      for (const group of stage.groups) {
        lines.push(stage.groups.length > 1 ? `${stage.name}, ${group.name}:` : `${stage.name}:`);
        for (const row of group.rows.slice(0, MAX_LISTED))
          lines.push(
            `${row.rank}. ${plain(row.team_name)}: ${row.wins}W ${row.draws}D ${row.losses}L, ${row.points} pts`,
          );
      }
    }
    return lines.join('\n');
  }

  return {
    async answer(interaction: Interaction): Promise<InteractionResponse> {
      if (interaction.type === INTERACTION_TYPE.ping) return { type: INTERACTION_RESPONSE_TYPE.pong };
      const { name, options } = subcommandOf(interaction);
      const user = interaction.member?.user ?? interaction.user;
      if (
        interaction.type !== INTERACTION_TYPE.applicationCommand ||
        interaction.data?.name !== 'arena' ||
        !user
      )
        return message(DISCORD_MESSAGES.unknownCommand, { private: true });
      const discordUser: DiscordUser = { id: user.id, username: user.username };
      // The answer's language (decision 0062): the linked account's choice, else the Discord client's.
      const language =
        languageOfLocale((await links.languageOf(user.id)) ?? undefined) ??
        languageOfLocale(interaction.locale) ??
        'en';
      const t: T = (english) => translateText(language, english);
      try {
        switch (name) {
          case 'link':
            return message(
              t(await links.linkWithCode(discordUser, String(options.get('code')?.value ?? ''))),
              { private: true },
            );
          case 'checkin':
            return message(await checkin((await links.accountOf(user.id)).userId, t), { private: true });
          case 'matches':
            return message(await matches((await links.accountOf(user.id)).userId, t), { private: true });
          case 'report':
            return message(await report((await links.accountOf(user.id)).userId, options, t), {
              private: true,
            });
          case 'standings':
            return message(await standings(String(options.get('tournament')?.value ?? ''), user.id, t), {
              private: false,
            });
          default:
            return message(t(DISCORD_MESSAGES.unknownCommand), { private: true });
        }
      } catch (error) {
        // A refusal is the answer; it is shown to the player alone even for the public standings.
        if (error instanceof Refusal)
          return message(translateLines(language, error.message), { private: true });
        if (error instanceof AppError && error.status < 500)
          return message(t(error.errors[0] ?? error.message), { private: true });
        throw error;
      }
    },
  };
}

export type DiscordCommands = ReturnType<typeof createDiscordCommands>;
