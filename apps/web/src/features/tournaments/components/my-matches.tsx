/**
 * 'My matches' of the Brackets tab, for players of the tournament: each match with its round, the
 * opponent, where it stands, my team's report and the result; captains report the score here.
 */
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BRACKET_MESSAGES, MAX_SCORE, reportMatchScoreBody, type MyMatch } from '@arena/shared/brackets';
import { EmptyState } from '../../../components/empty-state';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessageOf } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { useMyMatches } from '../api/get-my-matches';
import { useReportMatchScore } from '../api/report-match-score';
import { TO_BE_DECIDED } from './bracket-rows';

export const NO_MY_MATCHES = 'Your team has no match in this bracket yet.';

export function matchStatusLabel(match: MyMatch): string {
  switch (match.status) {
    case 'waiting':
      return 'Waiting for the opponent';
    case 'ready':
      return 'Ready to play';
    case 'awaiting_opponent':
      if (match.my_report) return 'Waiting for the other captain';
      return match.can_report ? 'Awaiting your report' : "Awaiting your captain's report";
    case 'disputed':
      return 'Disputed';
    case 'confirmed':
      return 'Confirmed';
  }
}

function scoreLine({ own_score, opponent_score }: { own_score: number; opponent_score: number }): string {
  return `${own_score}–${opponent_score}`;
}

function resultLine(result: NonNullable<MyMatch['result']>): string {
  const outcome =
    result.own_score > result.opponent_score
      ? 'Won'
      : result.own_score < result.opponent_score
        ? 'Lost'
        : 'Draw';
  return `${outcome} ${scoreLine(result)}`;
}

export function MyMatches({
  tournamentId,
  viewerId,
  live,
}: {
  tournamentId: number;
  viewerId: number;
  live: boolean;
}) {
  const matches = useMyMatches(tournamentId, viewerId, { enabled: true, live });

  let body;
  if (matches.isPending) {
    body = (
      <div className="py-3 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">Loading your matches…</span>
      </div>
    );
  } else if (!matches.data) {
    body = <EmptyState>{errorMessageOf(matches.error)}</EmptyState>;
  } else if (matches.data.length === 0) {
    body = <EmptyState>{NO_MY_MATCHES}</EmptyState>;
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
    <section className="my-matches" aria-labelledby="my-matches-title">
      <h3 id="my-matches-title" className="bracket-section__title">
        My matches
      </h3>
      {body}
    </section>
  );
}

function MatchCard({ match, tournamentId }: { match: MyMatch; tournamentId: number }) {
  const titleId = useId();
  return (
    <article className={`match-card match-card--${match.status}`} aria-labelledby={titleId}>
      <div className="match-card__header">
        <h4 id={titleId} className="match-card__round">
          {match.round_label}
        </h4>
        <span className={`status-badge match-status match-status--${match.status}`}>
          {matchStatusLabel(match)}
        </span>
      </div>
      <p className="match-card__opponent">
        vs <strong>{match.opponent_name ?? TO_BE_DECIDED}</strong>
      </p>
      <dl className="match-card__facts">
        <div>
          <dt>Your report</dt>
          <dd>{match.my_report ? scoreLine(match.my_report) : 'Not reported'}</dd>
        </div>
        <div>
          <dt>Result</dt>
          <dd>{match.result ? resultLine(match.result) : 'Not decided yet'}</dd>
        </div>
      </dl>
      {match.status === 'disputed' && <p className="match-card__notice">{BRACKET_MESSAGES.reportDisputed}</p>}
      {match.can_report && <ReportScoreForm match={match} tournamentId={tournamentId} />}
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

function ReportScoreForm({ match, tournamentId }: { match: MyMatch; tournamentId: number }) {
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
      showSuccess(answer.message);
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
      aria-label={`Report the ${match.round_label} score`}
    >
      <TextField
        id={`${id}-own`}
        label="Your score"
        registration={register('own_score')}
        error={errors.own_score?.message}
        className="score-form__field"
        {...scoreInput}
      />
      <TextField
        id={`${id}-opponent`}
        label="Your opponent's score"
        registration={register('opponent_score')}
        error={errors.opponent_score?.message}
        className="score-form__field"
        {...scoreInput}
      />
      <SubmitButton busy={report.isPending} busyLabel="Reporting…" className="score-form__submit">
        {match.my_report ? 'Change report' : 'Report score'}
      </SubmitButton>
    </form>
  );
}
