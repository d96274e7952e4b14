/**
 * /match?id= (decision 0023): one match for its two teams and the admins: round, deadline, both rosters with
 * their platform IDs, the captain's report form (the same card as My matches) with its screenshots, both
 * teams' evidence, the map veto (decision 0041) and the message thread.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { MyMatch } from '@arena/shared/brackets';
import { MATCH_MESSAGE_MAX, type MatchRoom, type MatchRoomTeam } from '@arena/shared/match-room';
import { platformIdLines } from '@arena/shared/platforms';
import { EmptyState } from '../../../components/empty-state';
import { PageBanner } from '../../../components/page-banner';
import { PlayerLink, TeamLink } from '../../../components/profile-links';
import { UserOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { errorMessageOf } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { useMyMatches } from '../api/get-my-matches';
import { useMatchMessages, useMatchRoom, usePostMatchMessage } from '../api/match-room';
import { EvidenceUploader, MatchEvidenceSection } from '../components/match-evidence';
import { MatchCard } from '../components/my-matches';
import { MatchVetoPanel } from '../components/match-veto';
import { SeriesBadge, gamesLine } from '../components/series-text';
import { FORFEIT_KEYS, useTournamentsT } from '../i18n';
import { positiveInt } from '../navigation-state';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import '../match-day.css';

export function MatchRoomRoute() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  return (
    <UserOnly>{id === undefined ? <MatchNotFound /> : <MatchRoomPage key={id} matchId={id} />}</UserOnly>
  );
}

function MatchNotFound({ message }: { message?: string }) {
  const { t } = useTournamentsT();
  return (
    <>
      <title>{t('tournaments.room.docTitle')}</title>
      <PageBanner title={t('tournaments.room.title')} />
      <div className="container page-body">
        <EmptyState
          action={
            <Link to={routes.tournaments.href()} className="btn btn-outline-light mt-3">
              {t('tournaments.room.browse')}
            </Link>
          }
        >
          {message ?? t('tournaments.room.notFound')}
        </EmptyState>
      </div>
    </>
  );
}

function MatchRoomPage({ matchId }: { matchId: number }) {
  const room = useMatchRoom(matchId);
  const { t } = useTournamentsT();
  if (room.isPending) {
    return (
      <div className="container page-body">
        <div className="page-loader" role="status">
          <span className="spinner-border text-info" aria-hidden="true" />
          <span className="visually-hidden">{t('tournaments.room.loading')}</span>
        </div>
      </div>
    );
  }
  if (!room.data) return <MatchNotFound message={errorMessageOf(room.error)} />;
  return <MatchRoomLoaded room={room.data} />;
}

function MatchRoomLoaded({ room: data }: { room: MatchRoom }) {
  const matchId = data.match_id;
  const user = useStoredUser();
  const myMatches = useMyMatches(data.tournament_id, user?.id ?? null, {
    enabled: data.my_team_id !== null,
    live: true,
  });
  const mine = myMatches.data?.find((m) => m.match_id === data.match_id);
  // The report card sits above the thread on a phone: the jump waits for it, so the thread it brings into
  // view is not pushed away a moment later when the card arrives.
  const reportSettled = data.my_team_id === null || user === null || !myMatches.isPending;
  const [first, second] = data.teams;
  const teamNames = new Map(data.teams.map((team) => [team.team_id, team.team_name]));
  const { t } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const round = localRoundLabel(sayRound, data.round_label);
  const undecided = t('tournaments.toBeDecided');
  return (
    <>
      <title>{`Arena | ${round} · ${data.tournament_name}`}</title>
      <PageBanner
        eyebrow={
          <Link to={`${routes.viewTournament.href()}?id=${data.tournament_id}`} className="link-light">
            {data.tournament_name}
          </Link>
        }
        title={round}
        subtitle={t('tournaments.room.versus', {
          first: first?.team_name ?? undecided,
          second: second?.team_name ?? undecided,
        })}
      />
      <div className="container page-body match-room">
        <p className="match-room__deadline">
          {data.no_show ? (
            t('tournaments.room.noShowDeadline')
          ) : data.report_deadline ? (
            <>
              {t('tournaments.reportBy')}{' '}
              <time dateTime={data.report_deadline}>{formatZonedDateTime(data.report_deadline)?.text}</time>
            </>
          ) : (
            t('tournaments.room.noDeadline')
          )}
        </p>
        <SeriesSummary room={data} />
        {reportSettled && <JumpToThread matchId={matchId} />}
        <div className="row g-4">
          <div className="col-lg-6">
            <MatchVetoPanel matchId={matchId} teamNames={teamNames} />
            {mine && <MyReport room={data} mine={mine} />}
            <MatchEvidenceSection room={data} />
            <div className="match-room__teams">
              {data.teams.map((team) => (
                <TeamRoster key={team.team_id} team={team} mine={team.team_id === data.my_team_id} />
              ))}
            </div>
          </div>
          <div className="col-lg-6">
            <MessageThread matchId={matchId} />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * A series' length and, once decided, its games (decision 0040), e.g. "Bo3 · Lumen Squad 2–1 Cobalt Trio
 * (13–11, 9–13, 13–7)"; nothing for a single game.
 */
function SeriesSummary({ room }: { room: MatchRoom }) {
  if (room.best_of <= 1) return null;
  const [first, second] = room.teams;
  const games = room.games.map((game) => ({
    own_score: game.opponent1_score,
    opponent_score: game.opponent2_score,
  }));
  return (
    <p className="match-room__series">
      <SeriesBadge bestOf={room.best_of} />
      {games.length > 0 && first && second && (
        <span>{` · ${first.team_name} ${first.score ?? 0}–${second.score ?? 0} ${second.team_name} (${gamesLine(games)})`}</span>
      )}
    </p>
  );
}

/** The viewer's own card of this match (report form for the captain), as My matches shows it. */
function MyReport({ room, mine }: { room: MatchRoom; mine: MyMatch }) {
  const { t } = useTournamentsT();
  return (
    <section className="match-room__report" aria-label={t('tournaments.room.yourReport')}>
      <MatchCard match={mine} tournamentId={room.tournament_id} roomLink={false} titleLevel="h2" />
      {room.can_add_evidence && <EvidenceUploader room={room} />}
    </section>
  );
}

function TeamRoster({ team, mine }: { team: MatchRoomTeam; mine: boolean }) {
  const titleId = useId();
  const { t } = useTournamentsT();
  return (
    <section className="match-room__team" aria-labelledby={titleId}>
      <h2 id={titleId} className="match-room__team-name">
        <TeamLink teamId={team.team_id}>{team.team_name}</TeamLink>
        {mine && <span className="match-room__mine">{t('tournaments.room.yourTeam')}</span>}
      </h2>
      {team.forfeit ? (
        <p className="match-room__score">{t(FORFEIT_KEYS[team.forfeit])}</p>
      ) : (
        team.score !== null && (
          <p className="match-room__score">{t('tournaments.room.score', { score: team.score })}</p>
        )
      )}
      <ul className="list-unstyled match-room__players">
        {team.players.map((player) => {
          const ids = platformIdLines(player);
          return (
            <li key={player.player_id} className="match-room__player">
              <span className="match-room__player-name">
                <PlayerLink userId={player.user_id}>{player.name}</PlayerLink>
                {player.is_captain && t('tournaments.room.captain')}
              </span>
              <span className="match-room__player-ids">
                {ids.length > 0 ? ids.join(' · ') : t('tournaments.room.noPlatformIds')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * On a phone the thread comes after the report, the evidence and both rosters, screens down: this button, shown
 * only while the columns are stacked, brings it into view and focuses it, one tap away (decision 0032).
 */
function JumpToThread({ matchId }: { matchId: number }) {
  const messages = useMatchMessages(matchId, true);
  const count = messages.data?.length ?? 0;
  const { t } = useTournamentsT();
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm match-room__jump d-lg-none"
      onClick={() => {
        const thread = document.getElementById('match-thread-title');
        thread?.scrollIntoView({ block: 'start' });
        thread?.focus({ preventScroll: true });
      }}
    >
      {count > 0 ? t('tournaments.room.messagesCount', { count }) : t('tournaments.room.messages')}
    </button>
  );
}

function MessageThread({ matchId }: { matchId: number }) {
  const messages = useMatchMessages(matchId, true);
  const send = usePostMatchMessage(matchId);
  const { t } = useTournamentsT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ message: string }>({ defaultValues: { message: '' } });

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message);
      reset({ message: '' });
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <section className="match-room__thread" aria-labelledby="match-thread-title">
      <h2 id="match-thread-title" className="match-room__thread-title" tabIndex={-1}>
        {t('tournaments.room.messages')}
      </h2>
      {messages.data && messages.data.length === 0 && <p>{t('tournaments.room.noMessages')}</p>}
      <ol className="list-unstyled match-room__messages" aria-live="polite">
        {(messages.data ?? []).map((message) => (
          <li key={message.id} className="match-room__message">
            <p className="match-room__message-meta">
              <strong>{message.author_name}</strong>
              {message.is_admin && t('tournaments.room.admin')} ·{' '}
              <time dateTime={message.created_at}>
                {formatZonedDateTime(message.created_at)?.text ?? '-'}
              </time>
            </p>
            {/* Plain text, shown as text. */}
            <p className="match-room__message-text">{message.message}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={onSubmit} noValidate aria-label={t('tournaments.room.write')}>
        <TextAreaField
          id="match-message"
          label={t('tournaments.room.message')}
          maxLength={MATCH_MESSAGE_MAX}
          registration={register('message', {
            validate: (value) => value.trim().length > 0 || t('tournaments.room.write'),
          })}
          error={errors.message?.message}
        />
        <SubmitButton busy={send.isPending} busyLabel={t('tournaments.room.sending')}>
          {t('tournaments.room.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
