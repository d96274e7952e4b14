/**
 * /viewtournament (spec 000 section 2). It needs a tournament in navigation state, otherwise it goes
 * home; it is also reachable as /viewtournament?id={id} (arriving with state puts ?id= in the URL so a
 * reload or a shared link keeps working). Fresh data always comes from tournament-details.
 */
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useTournamentStream } from '../../../api/live-streams';
import { routes, type ViewTournamentNavigationState } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { showError, showSuccess } from '../../../lib/toast';
import { LazyEnrolTeamDialog } from '../../../components/lazy-enrol-team-dialog';
import { PaidEntryPageNotice } from '../../../components/paid-entry-refusal';
import { useTournamentDetails } from '../api/get-tournament-details';
import { useRemoveTournamentParticipant } from '../../../api/remove-tournament-participant';
import { TournamentDetailHeader } from '../components/tournament-detail-header';
import { TournamentDetailTabs } from '../components/tournament-detail-tabs';
import { HeroSkeleton } from '../components/hero-skeleton';
import { CheckInPanel } from '../components/check-in-panel';
import { TournamentWaitlist } from '../components/tournament-waitlist';
import { useTournamentsT } from '../i18n';
import { positiveInt } from '../navigation-state';
import '../tournaments.css';
import './view-tournament-route.css';

function isCompleteTournament(value: Partial<Tournament> | undefined): value is Tournament {
  return Boolean(
    value && typeof value.tournament_state === 'string' && typeof value.tournament_name === 'string',
  );
}

export function ViewTournamentRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromState = (location.state as Partial<ViewTournamentNavigationState> | null)?.tournament;
  const idFromUrl = positiveInt(params.get('id'));
  const stateId = positiveInt(fromState?.id);
  const id = idFromUrl ?? stateId;

  // Arriving with state only: write ?id= into the URL (replace) so a reload or a shared link works.
  useEffect(() => {
    if (idFromUrl === undefined && stateId !== undefined) {
      void navigate(
        { pathname: location.pathname, search: `?id=${stateId}` },
        { replace: true, state: location.state },
      );
    }
  }, [idFromUrl, stateId, location.pathname, location.state, navigate]);

  if (id === undefined) return <Navigate to={routes.home.href()} replace />;
  // The state's tournament only stands in while loading when it is the one in the URL.
  const placeholder = stateId === id ? fromState : undefined;
  return <TournamentDetail key={id} id={id} placeholder={placeholder} />;
}

/**
 * False until the page has committed once with its tournament, then true in a transition: what it guards renders
 * in slices React interleaves with painting and fetching, not in the same long task as the hero (decision 0020).
 */
function useShownAfterFirstPaint(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}

function TournamentDetail({ id, placeholder }: { id: number; placeholder: Partial<Tournament> | undefined }) {
  const navigate = useNavigate();
  const user = useStoredUser();
  // Bracket, results, participants and state follow the tournament's public stream while the page is open.
  useTournamentStream(id);
  const details = useTournamentDetails(id, user?.id ?? null);
  const leave = useRemoveTournamentParticipant();
  const { t, tRich } = useTournamentsT();
  const [enrolling, setEnrolling] = useState<'enrol' | 'waitlist' | null>(null);
  // The dialog's code is fetched when it is first opened, then it stays mounted so it can fade out.
  const [dialogOpened, setDialogOpened] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const tournament =
    details.data?.tournament ?? (isCompleteTournament(placeholder) ? placeholder : undefined);
  const hubShown = useShownAfterFirstPaint(tournament !== undefined);
  const name =
    tournament?.tournament_name ?? placeholder?.tournament_name ?? t('tournaments.hero.tournament');

  if (!tournament) {
    return (
      <>
        <title>{`Arena | ${name}`}</title>
        <HeroSkeleton name={name} game={placeholder?.game_name} failed={details.isError} />
        <div className="container page-body page-body--hub">
          {details.isError ? (
            <EmptyState
              action={
                <Link to={routes.tournaments.href()} className="btn btn-outline-light mt-3">
                  {t('tournaments.detail.browse')}
                </Link>
              }
            >
              {t('tournaments.detail.notFound')}
            </EmptyState>
          ) : (
            <div className="page-loader" role="status">
              <span className="spinner-border text-info" aria-hidden="true" />
              <span className="visually-hidden">{t('tournaments.detail.loading')}</span>
            </div>
          )}
        </div>
      </>
    );
  }

  const viewerEntry = details.data?.viewerEntry ?? null;
  const waitlisted = viewerEntry?.status === 'waitlisted';
  const openDialog = (mode: 'enrol' | 'waitlist') => {
    if (!user) {
      showError(t('tournaments.pleaseLogin'));
      return;
    }
    setEnrolling(mode);
    setDialogOpened(true);
  };

  const confirmLeave = () => {
    if (!user) return;
    leave.mutate(
      { tournament_id: tournament.id, captain_id: user.id },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          setLeaving(false);
          // Leaving the waitlist keeps the page: the tournament is still open to the team.
          if (!waitlisted) void navigate(routes.tournaments.href());
        },
      },
    );
  };

  return (
    <>
      <title>{`Arena | ${tournament.tournament_name}`}</title>
      <TournamentDetailHeader
        tournament={tournament}
        loggedIn={user !== null}
        viewerEntry={viewerEntry}
        onEnroll={() => openDialog('enrol')}
        onJoinWaitlist={() => openDialog('waitlist')}
        onLeave={() => setLeaving(true)}
      />
      <div className="container page-body page-body--hub">
        {user && !viewerEntry && <PaidEntryPageNotice tournament={tournament} player={user.user_details} />}
        {hubShown ? (
          <>
            <CheckInPanel tournament={tournament} viewerEntry={viewerEntry} />
            <TournamentDetailTabs tournament={tournament} participants={details.data?.participants} />
            <TournamentWaitlist
              teams={details.data?.waitlist ?? []}
              checkIn={tournament.check_in_minutes > 0}
            />
          </>
        ) : (
          // One screen's height keeps the footer where it will be, so the hub's arrival moves nothing in view.
          <div className="hub-pending" />
        )}
      </div>
      {user && dialogOpened && (
        <Suspense fallback={null}>
          <LazyEnrolTeamDialog
            tournament={tournament}
            show={enrolling !== null}
            waitlist={enrolling === 'waitlist'}
            onHide={() => setEnrolling(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        show={leaving}
        title={t(waitlisted ? 'tournaments.leave.waitlistQuestion' : 'tournaments.leave.question')}
        confirmLabel={t('tournaments.leave.exit')}
        cancelLabel={t('tournaments.leave.close')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(false)}
      >
        <p className="mb-0">
          {tRich(waitlisted ? 'tournaments.leave.waitlistText' : 'tournaments.leave.text', {
            tournament: tournament.tournament_name,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
