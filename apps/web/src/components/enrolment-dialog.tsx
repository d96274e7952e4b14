/**
 * 'Tournament Enrollment' (spec 000 section 2): pick one of your teams and confirm with Yes; No closes.
 * With no teams it says so and offers no confirm buttons. Only teams that can enter are offered (the
 * tournament's size, every place accepted; a team already in another tournament may enter too, and the
 * server refuses only one whose times overlap: decision 0028), and before Yes the player sees
 * what entering costs: the fee against their credits, and in a VIP tournament the VIP token each player
 * gives, with a link to buy what is missing (decision 0016). The page wires the calls.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import type { Team } from '@arena/shared/teams';
import type { UserDetails } from '@arena/shared/user';
import { accountPanelHref } from '../lib/routes';
import { AppDialog } from './app-dialog';
import { EmptyState } from './empty-state';
import { FieldError } from './form-field';
import { PaidEntryRefusalNotice, type PaidEntryRefusal } from './paid-entry-refusal';
import { teamSizeLabel } from './tournament-format';
import { useEnrolmentT } from './enrolment-i18n';
import type { Translator } from '../lib/i18n/translator';
import './enrolment-dialog.css';

export type EnrolmentTournament = Pick<Tournament, 'entry_fee' | 'team_size' | 'tournament_category'> &
  Partial<Pick<Tournament, 'check_in_minutes'>>;

/**
 * Whether a team may enter: the tournament's size and a full roster. Being in another tournament (a locked
 * team) is no bar: the server refuses only a tournament whose times overlap one the team plays in.
 */
export function canEnter(team: Team, teamSize: number): boolean {
  return team.total_players === teamSize && team.accepted_players === team.total_players;
}

/** What stops the captain paying, with the link that fixes it; null when nothing does. */
function shortfallOf(t: Translator['t'], tournament: EnrolmentTournament, wallet: UserDetails | null) {
  if (!wallet) return null;
  if (wallet.credits < tournament.entry_fee) {
    const missing = tournament.entry_fee - wallet.credits;
    return {
      message: t('enrolment.needCredits', { credits: t('enrolment.credits', { count: missing }) }),
      link: { label: t('enrolment.buyCredits'), to: accountPanelHref(ACCOUNT_MENU.credits) },
    };
  }
  if (tournament.tournament_category !== 'vip') return null;
  if (wallet.subscription === 0) {
    return {
      message: t('enrolment.needVip'),
      link: { label: t('enrolment.getVip'), to: accountPanelHref(ACCOUNT_MENU.vipSubscription) },
    };
  }
  if (wallet.token < 1) {
    return {
      message: t('enrolment.needToken'),
      link: { label: t('enrolment.buyTokens'), to: accountPanelHref(ACCOUNT_MENU.vipTokens) },
    };
  }
  return null;
}

function EntryCost({
  tournament,
  wallet,
  waitlist,
}: {
  tournament: EnrolmentTournament;
  wallet: UserDetails | null;
  waitlist: boolean;
}) {
  const { t } = useEnrolmentT();
  const vip = tournament.tournament_category === 'vip';
  const shortfall = shortfallOf(t, tournament, wallet);
  const credits = (count: number) => t('enrolment.credits', { count });
  return (
    <div className="entry-cost" aria-live="polite">
      <dl className="entry-cost__facts">
        <div>
          <dt>{t('enrolment.fee')}</dt>
          <dd>{credits(tournament.entry_fee)}</dd>
        </div>
        {wallet && (
          <>
            <div>
              <dt>{t('enrolment.yourCredits')}</dt>
              <dd>{credits(wallet.credits)}</dd>
            </div>
            {wallet.credits >= tournament.entry_fee && (
              <div>
                <dt>{t('enrolment.after')}</dt>
                <dd>{credits(wallet.credits - tournament.entry_fee)}</dd>
              </div>
            )}
          </>
        )}
        {vip && wallet && (
          <div>
            <dt>{t('enrolment.yourTokens')}</dt>
            <dd>{wallet.token}</dd>
          </div>
        )}
      </dl>
      {vip && <p className="entry-cost__note">{t('enrolment.vipNote', { count: tournament.team_size })}</p>}
      {waitlist && <p className="entry-cost__note">{t('enrolment.waitlistNotice')}</p>}
      {(tournament.check_in_minutes ?? 0) > 0 && (
        <p className="entry-cost__note entry-cost__note--check-in">
          {t('enrolment.checkInNotice', { minutes: tournament.check_in_minutes! })}
        </p>
      )}
      {shortfall && (
        <p className="entry-cost__shortfall">
          {shortfall.message}{' '}
          <Link to={shortfall.link.to} className="link-light fw-bold">
            {shortfall.link.label}
          </Link>
        </p>
      )}
    </div>
  );
}

export function EnrolmentDialog({
  show,
  tournament,
  wallet,
  teams,
  notice,
  loading,
  loadError,
  busy,
  onConfirm,
  onCancel,
  waitlist = false,
  refusal = null,
}: {
  show: boolean;
  /** The tournament is full: confirming joins its waitlist (nothing is charged yet). */
  waitlist?: boolean;
  tournament: EnrolmentTournament;
  /** The signed-in player's balances, when known. */
  wallet: UserDetails | null;
  teams: Team[] | undefined;
  loading: boolean;
  loadError?: string | null;
  busy: boolean;
  /** A refusal the dialog shows above its content (an unverified e-mail, decision 0054). */
  notice?: ReactNode;
  onConfirm: (team: Team) => void;
  onCancel: () => void;
  /** Why this paid tournament is closed to the player (decision 0055); Yes is off while there is one. */
  refusal?: PaidEntryRefusal | null;
}) {
  const { t } = useEnrolmentT();
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const list = teams ?? [];
  const eligible = list.filter((team) => canEnter(team, tournament.team_size));
  // One team that can enter is the obvious choice; with several the player picks.
  const selectedId = picked ?? (eligible.length === 1 ? eligible[0]!.id : null);
  const blocked = refusal !== null || shortfallOf(t, tournament, wallet) !== null;
  const canConfirm = !loading && !loadError && eligible.length > 0;

  const close = () => {
    setPicked(null);
    setError(undefined);
    onCancel();
  };

  const confirm = () => {
    const team = eligible.find((candidate) => candidate.id === selectedId);
    if (!team) {
      setError(t('enrolment.selectTeam'));
      return;
    }
    onConfirm(team);
  };

  const teamManagementLink = (
    <Link to={accountPanelHref(ACCOUNT_MENU.teamManagement)} className="btn btn-outline-light mt-3">
      {t('enrolment.goToTeams')}
    </Link>
  );

  let body;
  if (loading) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('enrolment.loadingTeams')}</span>
      </div>
    );
  } else if (loadError) {
    body = <EmptyState>{loadError}</EmptyState>;
  } else if (list.length === 0) {
    body = <EmptyState action={teamManagementLink}>{t('enrolment.noTeams')}</EmptyState>;
  } else if (eligible.length === 0) {
    body = (
      <EmptyState action={teamManagementLink}>
        {t('enrolment.noneEligible', {
          size: teamSizeLabel(tournament.team_size),
          count: tournament.team_size,
        })}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <fieldset className="team-picker" aria-describedby={error ? 'enrolment-team-error' : undefined}>
          <legend className="form-label">{t('enrolment.whichTeam')}</legend>
          <p className="team-picker__hint">
            {t('enrolment.forSize', { size: teamSizeLabel(tournament.team_size) })}
          </p>
          <ul className="list-unstyled team-picker__list">
            {eligible.map((team) => {
              const id = `enrolment-team-${team.id}`;
              return (
                <li key={team.id}>
                  <input
                    type="radio"
                    className="btn-check"
                    name="enrolment-team"
                    id={id}
                    value={team.id}
                    checked={selectedId === team.id}
                    onChange={() => {
                      setPicked(team.id);
                      setError(undefined);
                    }}
                  />
                  <label htmlFor={id} className="team-picker__option">
                    <span className="team-picker__name">{team.team_name}</span>
                    <span className="team-picker__facts">
                      {t('enrolment.teamFacts', {
                        size: teamSizeLabel(team.total_players),
                        accepted: team.accepted_players,
                        total: team.total_players,
                      })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError id="enrolment-team" message={error} />
        </fieldset>
        <EntryCost tournament={tournament} wallet={wallet} waitlist={waitlist} />
      </>
    );
  }

  return (
    <AppDialog
      show={show}
      title={t('enrolment.title')}
      onHide={close}
      busy={busy}
      footer={
        list.length > 0 && !loading && !loadError ? (
          <>
            <button type="button" className="btn btn-outline-light" onClick={close} disabled={busy}>
              {t('enrolment.no')}
            </button>
            {canConfirm && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={confirm}
                disabled={busy || blocked}
                aria-busy={busy || undefined}
              >
                {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {t('enrolment.yes')}
              </button>
            )}
          </>
        ) : undefined
      }
    >
      {notice}
      {refusal && <PaidEntryRefusalNotice refusal={refusal} className="entry-cost__shortfall mb-3" />}
      {body}
    </AppDialog>
  );
}
