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
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import type { Team } from '@arena/shared/teams';
import type { UserDetails } from '@arena/shared/user';
import type { PaidActionRefusal } from '@arena/shared/age-and-country';
import { accountPanelHref } from '../lib/routes';
import { AppDialog } from './app-dialog';
import { EmptyState } from './empty-state';
import { ENROLMENT_TITLE, NO_TEAMS, SELECT_A_TEAM } from './enrolment-texts';
import { FieldError } from './form-field';
import { PaidEntryRefusalNotice } from './paid-entry-refusal';
import { creditsLabel, teamSizeLabel } from './tournament-format';
import './enrolment-dialog.css';

export type EnrolmentTournament = Pick<Tournament, 'entry_fee' | 'team_size' | 'tournament_category'> &
  Partial<Pick<Tournament, 'check_in_minutes'>>;

/** Said before the player confirms: a full tournament's waitlist charges nothing until a place frees. */
export const WAITLIST_NOTICE =
  'This tournament is full. Your team joins the waitlist and is charged the entry fee only if a place frees for it; you are told by e-mail either way.';

/**
 * Whether a team may enter: the tournament's size and a full roster. Being in another tournament (a locked
 * team) is no bar: the server refuses only a tournament whose times overlap one the team plays in.
 */
export function canEnter(team: Team, teamSize: number): boolean {
  return team.total_players === teamSize && team.accepted_players === team.total_players;
}

/** What stops the captain paying, with the link that fixes it; null when nothing does. */
function shortfallOf(tournament: EnrolmentTournament, wallet: UserDetails | null) {
  if (!wallet) return null;
  if (wallet.credits < tournament.entry_fee) {
    const missing = tournament.entry_fee - wallet.credits;
    return {
      message: `You need ${creditsLabel(missing)} more to enter.`,
      link: { label: 'Buy credits', to: accountPanelHref(ACCOUNT_MENU.credits) },
    };
  }
  if (tournament.tournament_category !== 'vip') return null;
  if (wallet.subscription === 0) {
    return {
      message: 'You need an active VIP subscription to enter a VIP tournament.',
      link: { label: 'Get VIP', to: accountPanelHref(ACCOUNT_MENU.vipSubscription) },
    };
  }
  if (wallet.token < 1) {
    return {
      message: 'You need 1 VIP token to enter.',
      link: { label: 'Buy VIP tokens', to: accountPanelHref(ACCOUNT_MENU.vipTokens) },
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
  const vip = tournament.tournament_category === 'vip';
  const shortfall = shortfallOf(tournament, wallet);
  return (
    <div className="entry-cost" aria-live="polite">
      <dl className="entry-cost__facts">
        <div>
          <dt>Entry fee</dt>
          <dd>{creditsLabel(tournament.entry_fee)}</dd>
        </div>
        {wallet && (
          <>
            <div>
              <dt>Your credits</dt>
              <dd>{creditsLabel(wallet.credits)}</dd>
            </div>
            {wallet.credits >= tournament.entry_fee && (
              <div>
                <dt>After entering</dt>
                <dd>{creditsLabel(wallet.credits - tournament.entry_fee)}</dd>
              </div>
            )}
          </>
        )}
        {vip && wallet && (
          <div>
            <dt>Your VIP tokens</dt>
            <dd>{wallet.token}</dd>
          </div>
        )}
      </dl>
      {vip && (
        <p className="entry-cost__note">
          VIP tournament: each of the {tournament.team_size} players needs an active VIP subscription and 1
          VIP token, which is taken from each player when the team enters.
        </p>
      )}
      {waitlist && <p className="entry-cost__note">{WAITLIST_NOTICE}</p>}
      {(tournament.check_in_minutes ?? 0) > 0 && (
        <p className="entry-cost__note entry-cost__note--check-in">
          {CHECK_IN_MESSAGES.enrolmentNotice(tournament.check_in_minutes!)}
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
  refusal?: PaidActionRefusal | null;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const list = teams ?? [];
  const eligible = list.filter((team) => canEnter(team, tournament.team_size));
  // One team that can enter is the obvious choice; with several the player picks.
  const selectedId = picked ?? (eligible.length === 1 ? eligible[0]!.id : null);
  const blocked = refusal !== null || shortfallOf(tournament, wallet) !== null;
  const canConfirm = !loading && !loadError && eligible.length > 0;

  const close = () => {
    setPicked(null);
    setError(undefined);
    onCancel();
  };

  const confirm = () => {
    const team = eligible.find((candidate) => candidate.id === selectedId);
    if (!team) {
      setError(SELECT_A_TEAM);
      return;
    }
    onConfirm(team);
  };

  const teamManagementLink = (
    <Link to={accountPanelHref(ACCOUNT_MENU.teamManagement)} className="btn btn-outline-light mt-3">
      Go to Team Management
    </Link>
  );

  let body;
  if (loading) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">Loading your teams…</span>
      </div>
    );
  } else if (loadError) {
    body = <EmptyState>{loadError}</EmptyState>;
  } else if (list.length === 0) {
    body = <EmptyState action={teamManagementLink}>{NO_TEAMS}</EmptyState>;
  } else if (eligible.length === 0) {
    body = (
      <EmptyState action={teamManagementLink}>
        None of your teams can enter: this tournament needs a {teamSizeLabel(tournament.team_size)} team with
        all {tournament.team_size} players accepted.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <fieldset className="team-picker" aria-describedby={error ? 'enrolment-team-error' : undefined}>
          <legend className="form-label">Which team do you want to enrol?</legend>
          <p className="team-picker__hint">
            This tournament is for {teamSizeLabel(tournament.team_size)} teams.
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
                      {teamSizeLabel(team.total_players)} · {team.accepted_players}/{team.total_players}{' '}
                      players
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
      title={ENROLMENT_TITLE}
      onHide={close}
      busy={busy}
      footer={
        list.length > 0 && !loading && !loadError ? (
          <>
            <button type="button" className="btn btn-outline-light" onClick={close} disabled={busy}>
              No
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
                Yes
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
