/**
 * 'My matches' of the Brackets tab, for players of the tournament: each match with its round, the
 * opponent, where it stands, my team's report and the result; captains report the score here.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { MAX_SCORE, reportMatchScoreBody, type MyMatch } from '@arena/shared/brackets';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { matchRoomHref } from '../../../lib/routes';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessageOf } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/format';
import { matchToastTopic, showSuccess } from '../../../lib/toast';
import { useMyMatches } from '../api/get-my-matches';
import { useReportMatchScore } from '../api/report-match-score';
import { SeriesReportForm } from './series-report-form';
import { SeriesBadge, withGames } from './series-text';
import '../tournaments.css';
import './my-matches.css';
import '../match-day.css';
import { FORFEIT_KEYS, matchStatusText, useTournamentsT } from '../i18n';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import english from '../../../locales/en/tournaments.json';
import type { Translator } from '../../../lib/i18n/translator';

function scoreLine({ own_score, opponent_score }: { own_score: number; opponent_score: number }): string {
  return `${own_score}–${opponent_score}`;
}

/** A report as a line: the score, and in a series the games, e.g. "2–1 (13–11, 9–13, 13–7)". */
function reportLine(report: NonNullable<MyMatch['my_report']>): string {
  return withGames(scoreLine(report), report.games);
}

/** A forfeit is won or lost, with no score (elimination has no draws); a played match shows its score. */
function resultLine(t: Translator['t'], match: MyMatch): string {
  if (match.forfeit) return t(FORFEIT_KEYS[match.forfeit]);
  const { result } = match;
  if (!result) return t('tournaments.result.undecided');
  const score = withGames(scoreLine(result), match.games);
  return result.own_score > result.opponent_score
    ? t('tournaments.result.won', { score })
    : result.own_score < result.opponent_score
      ? t('tournaments.result.lost', { score })
      : t('tournaments.result.draw', { score });
}

export function MyMatches({
  tournamentId,
  viewerId,
  live,
  focusRequest = 0,
}: {
  tournamentId: number;
  viewerId: number;
  live: boolean;
  /** A new number brings the section into view and moves focus to its heading ('Your next match'). */
  focusRequest?: number;
}) {
  const { t } = useTournamentsT();
  const matches = useMyMatches(tournamentId, viewerId, { enabled: true, live });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !matches.isPending;
  useEffect(() => {
    if (focusRequest === 0 || !loaded) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusRequest, loaded]);

  let body;
  if (matches.isPending) {
    body = (
      <div className="py-3 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('tournaments.loadingMatches')}</span>
      </div>
    );
  } else if (!matches.data) {
    body = <EmptyState>{errorMessageOf(matches.error)}</EmptyState>;
  } else if (matches.data.length === 0) {
    body = <EmptyState>{t('tournaments.noMyMatches')}</EmptyState>;
  } else {
    body = (
      <ul className="my-matches__list list-unstyled">
        {matches.data.map((match) => (
          <li key={match.match_id}>
            <MatchCard match={match} tournamentId={tournamentId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="my-matches" id="my-matches" aria-labelledby="my-matches-title">
      <h3 id="my-matches-title" className="bracket-section__title" ref={heading} tabIndex={-1}>
        {t('tournaments.myMatches')}
      </h3>
      {body}
    </section>
  );
}

/**
 * The time left to report, as a player reads it: "in 1 h 05 min", "in 12 min", "in less than a minute", or
 * that it passed. Whole minutes left, never rounded up: 8 s left is not "1 min" (decision 0032).
 */
export function timeLeft(deadline: string, now: number, t: Translator['t'] = englishTimeLeft): string {
  const left = Date.parse(deadline) - now;
  if (left <= 0) return t('tournaments.deadline.passed');
  if (left < 60_000) return t('tournaments.deadline.underMinute');
  const minutes = Math.floor(left / 60_000);
  if (minutes < 60) return t('tournaments.deadline.minutes', { minutes });
  return t('tournaments.deadline.hours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** The English of the countdown, for a caller outside a component (and its unit test). */
function englishTimeLeft(id: string, values?: Record<string, string | number>): string {
  const text = (english as Record<string, string>)[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

/** Now, ticking every 15 seconds while a countdown shows. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function ReportDeadline({ deadline }: { deadline: string }) {
  const { t } = useTournamentsT();
  const now = useNow(true);
  return (
    <div>
      <dt>{t('tournaments.reportBy')}</dt>
      <dd>
        <time dateTime={deadline}>{formatZonedDateTime(deadline)?.text ?? '-'}</time>{' '}
        <span className="match-card__countdown">({timeLeft(deadline, now, t)})</span>
      </dd>
    </div>
  );
}

export function MatchCard({
  match,
  tournamentId,
  roomLink = true,
  titleLevel = 'h4',
}: {
  match: MyMatch;
  tournamentId: number;
  /** A link to the match room (left out on the match room itself). */
  roomLink?: boolean;
  /** h4 under the Brackets tab; h2 on the match room, where the page title is the h1. */
  titleLevel?: 'h2' | 'h4';
}) {
  const { t, tRich } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const titleId = useId();
  const Title = titleLevel;
  const card = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // After a report, focus stays with it (decision 0032): on the form's button while the form stays, on the card's
  // title once the report decided the match and the form is gone; the new state is said in the live region.
  const [announcement, setAnnouncement] = useState('');
  const [reportedAt, setReportedAt] = useState(0);
  useEffect(() => {
    if (reportedAt === 0) return;
    const button = card.current?.querySelector<HTMLButtonElement>(
      '.score-form button[type="submit"], .series-form button[type="submit"]',
    );
    const active = document.activeElement;
    const lost = active === null || active === document.body || card.current?.contains(active) === true;
    if (!lost) return;
    if (button && !button.disabled) button.focus();
    else if (!button) title.current?.focus();
  }, [reportedAt, match.can_report, match.status, match.my_report]);
  return (
    <article ref={card} className={`match-card match-card--${match.status}`} aria-labelledby={titleId}>
      <div className="match-card__header">
        <Title id={titleId} ref={title} tabIndex={-1} className="match-card__round">
          {localRoundLabel(sayRound, match.round_label)}
          <SeriesBadge bestOf={match.best_of} />
        </Title>
        <span className={`status-badge match-status match-status--${match.status}`}>
          {matchStatusText(t, match)}
        </span>
      </div>
      <p className="match-card__opponent">
        {tRich('tournaments.vs', {
          team: () => <strong>{match.opponent_name ?? t('tournaments.toBeDecided')}</strong>,
        })}
      </p>
      <dl className="match-card__facts">
        <div>
          <dt>{t('tournaments.yourReport')}</dt>
          <dd>{match.my_report ? reportLine(match.my_report) : t('tournaments.notReported')}</dd>
        </div>
        {match.opponent_report && (
          <div>
            <dt>
              {t('tournaments.opponentReport', {
                team: match.opponent_name ?? t('tournaments.yourOpponent'),
              })}
            </dt>
            <dd>{reportLine(match.opponent_report)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tournaments.result')}</dt>
          <dd>{resultLine(t, match)}</dd>
        </div>
        {match.report_deadline && <ReportDeadline deadline={match.report_deadline} />}
      </dl>
      {match.report_deadline && <p className="match-card__notice">{t('tournaments.deadlineNotice')}</p>}
      {match.status === 'disputed' && (
        <p className="match-card__notice">{t('tournaments.notice.disputed')}</p>
      )}
      {match.opponent_report && match.can_report && (
        <p className="match-card__notice">{t('tournaments.notice.disputeCorrection')}</p>
      )}
      {match.status === 'no_show' && (
        <p className="match-card__notice">{t('tournaments.notice.afterNoShow')}</p>
      )}
      {match.can_report && match.best_of > 1 && (
        <SeriesReportForm
          match={match}
          tournamentId={tournamentId}
          onReported={(message) => {
            setAnnouncement(message);
            setReportedAt(Date.now());
          }}
        />
      )}
      {match.can_report && match.best_of <= 1 && (
        <ReportScoreForm
          match={match}
          tournamentId={tournamentId}
          onReported={(message) => {
            setAnnouncement(message);
            setReportedAt(Date.now());
          }}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {roomLink && match.opponent_name !== null && (
        <Link to={matchRoomHref(match.match_id)} className="match-card__room link-light">
          {t('tournaments.openRoom')}
        </Link>
      )}
    </article>
  );
}

/** What the number inputs hold; the shared schema turns the digits into scores. */
interface ScoreFormValues {
  own_score: string;
  opponent_score: string;
}

type ScoreFormOutput = { own_score: number; opponent_score: number };

const scoresSchema = reportMatchScoreBody.pick({ own_score: true, opponent_score: true });
// The schema takes `unknown` scores (it also parses the API's JSON); the form sends strings.
const scoresResolver = zodResolver(scoresSchema) as unknown as Resolver<
  ScoreFormValues,
  unknown,
  ScoreFormOutput
>;

function valuesOf(match: MyMatch): ScoreFormValues {
  return match.my_report
    ? {
        own_score: String(match.my_report.own_score),
        opponent_score: String(match.my_report.opponent_score),
      }
    : { own_score: '', opponent_score: '' };
}

function ReportScoreForm({
  match,
  tournamentId,
  onReported,
}: {
  match: MyMatch;
  tournamentId: number;
  /** Told the answer's sentence once the report is recorded. */
  onReported: (message: string) => void;
}) {
  const { t } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const id = useId();
  const report = useReportMatchScore(tournamentId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ScoreFormValues, unknown, ScoreFormOutput>({
    resolver: scoresResolver,
    defaultValues: valuesOf(match),
  });

  // A report made elsewhere (another tab, a refresh) becomes the form's starting point.
  const reportedOwn = match.my_report?.own_score;
  const reportedOpponent = match.my_report?.opponent_score;
  useEffect(() => {
    if (reportedOwn !== undefined && reportedOpponent !== undefined) {
      reset({ own_score: String(reportedOwn), opponent_score: String(reportedOpponent) });
    }
  }, [reportedOwn, reportedOpponent, reset]);

  const onSubmit = handleSubmit(async (scores) => {
    try {
      const answer = await report.mutateAsync({ match_id: match.match_id, ...scores });
      showSuccess(answer.message, { topic: matchToastTopic(match.match_id) });
      onReported(answer.message);
    } catch {
      // The query client shows error[0] (e.g. 'A match cannot end in a draw.').
    }
  });

  const scoreInput = { type: 'number', min: 0, max: MAX_SCORE, step: 1, inputMode: 'numeric' } as const;
  return (
    <form
      className="score-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('tournaments.reportForm', { round: localRoundLabel(sayRound, match.round_label) })}
    >
      <TextField
        id={`${id}-own`}
        label={t('tournaments.yourScore')}
        registration={register('own_score')}
        error={errors.own_score?.message}
        className="score-form__field"
        {...scoreInput}
      />
      <TextField
        id={`${id}-opponent`}
        label={t('tournaments.opponentScore')}
        registration={register('opponent_score')}
        error={errors.opponent_score?.message}
        className="score-form__field"
        {...scoreInput}
      />
      <SubmitButton
        busy={report.isPending}
        busyLabel={t('tournaments.reporting')}
        className="score-form__submit"
      >
        {match.my_report ? t('tournaments.changeReport') : t('tournaments.reportScore')}
      </SubmitButton>
    </form>
  );
}
