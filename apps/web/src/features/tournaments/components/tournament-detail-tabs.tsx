/**
 * The detail page's tabs: Overview, Prizes, Teams and Brackets (spec 000 section 2), opened where the
 * tournament's moment is: an upcoming one on Overview, a live one on Brackets (with 'Your next match' above
 * the tabs for its players), a finished one on Results (champion, podium, standings), a tab added before them.
 */
import { lazy, Suspense, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { Tournament } from '@arena/shared/catalogue';
import { TeamLink } from '../../../components/profile-links';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { SafeHtml } from '../../../components/safe-html';
import { useTournamentFormat } from '../../../components/tournament-format';
import { TournamentTime } from '../../../components/tournament-time';
import { useStoredUser } from '../../../lib/session';
import type { TournamentParticipant } from '../api/get-tournament-details';
import { NextMatchPanel } from './next-match-panel';
import { TournamentBrackets } from './tournament-brackets';
import { SeriesFormatFacts } from './series-format-facts';
import { TournamentStandings } from './tournament-standings';
import './tournament-detail-tabs.css';
import { useTournamentsT } from '../i18n';

/** Fetched the first time a team's players are viewed (decision 0020: the page's first download stays small). */
const TeamPlayersDialog = lazy(() =>
  import('./team-players-dialog').then((module) => ({ default: module.TeamPlayersDialog })),
);

type TabKey = 'results' | 'overview' | 'prizes' | 'teams' | 'brackets';

/** The tab a tournament opens on, by its state. */
export function openingTab(state: Tournament['tournament_state']): TabKey {
  if (state === 'underway') return 'brackets';
  if (state === 'completed') return 'results';
  return 'overview';
}

export function TournamentDetailTabs({
  tournament,
  participants,
}: {
  tournament: Tournament;
  participants: TournamentParticipant[] | undefined;
}) {
  const { t } = useTournamentsT();
  const format = useTournamentFormat();
  // The team stays set while the dialog fades out, so its title does not change on the way.
  const [viewing, setViewing] = useState<TournamentParticipant | null>(null);
  const [playersOpen, setPlayersOpen] = useState(false);
  const user = useStoredUser();
  const [activeKey, setActiveKey] = useState<TabKey>(() => openingTab(tournament.tournament_state));
  // Each press of the next match's link asks My matches to show itself (a new number each time).
  const [myMatchesRequest, setMyMatchesRequest] = useState(0);
  const completed = tournament.tournament_state === 'completed';
  const playing = user !== null && tournament.tournament_state === 'underway' && tournament.participate;

  // Before a start with check-in, who has checked in (decision 0028); afterwards every listed team played.
  const showCheckIn = tournament.check_in_minutes > 0 && tournament.tournament_state === 'pending';
  const columns: DataColumn<TournamentParticipant>[] = [
    {
      key: 'team',
      header: t('tournaments.col.team'),
      rowHeader: true,
      cell: (row) => <TeamLink teamId={row.team_id}>{row.team_name}</TeamLink>,
    },
    { key: 'captain', header: t('tournaments.col.captain'), cell: (row) => row.captain_name },
    ...(showCheckIn
      ? [
          {
            key: 'check-in',
            header: t('tournaments.col.checkIn'),
            cell: (row: TournamentParticipant) =>
              row.checked_in ? t('tournaments.checkedIn') : t('tournaments.notCheckedIn'),
          },
        ]
      : []),
    {
      key: 'view',
      header: t('tournaments.col.view'),
      className: 'text-end text-nowrap',
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-light"
          aria-label={t('tournaments.viewPlayers', { team: row.team_name })}
          onClick={() => {
            setViewing(row);
            setPlayersOpen(true);
          }}
        >
          {t('tournaments.col.view')}
        </button>
      ),
    },
  ];

  return (
    <>
      {playing && (
        <NextMatchPanel
          tournamentId={tournament.id}
          viewerId={user.id}
          onShowMyMatches={() => {
            setActiveKey('brackets');
            setMyMatchesRequest((n) => n + 1);
          }}
        />
      )}
      <Tabs
        id="tournament-detail"
        activeKey={activeKey}
        onSelect={(key) => key && setActiveKey(key as TabKey)}
        className="detail-tabs"
        transition={false}
        mountOnEnter
      >
        {completed && (
          <Tab eventKey="results" title={t('tournaments.tab.results')}>
            <div className="detail-panel">
              <h2 className="detail-panel__title">{t('tournaments.tab.results')}</h2>
              <TournamentStandings tournament={tournament} />
            </div>
          </Tab>
        )}
        <Tab eventKey="overview" title={t('tournaments.tab.overview')}>
          <div className="detail-panel">
            <h2 className="detail-panel__title">{t('tournaments.tab.overview')}</h2>
            <p className="detail-panel__lead">{tournament.description}</p>
            <dl className="fact-list">
              <div>
                <dt>{t('tournaments.fact.start')}</dt>
                <dd>
                  <TournamentTime value={tournament.tournament_start_date} />
                </dd>
              </div>
              <div>
                <dt>{t('tournaments.fact.end')}</dt>
                <dd>
                  <TournamentTime value={tournament.tournament_end_date} />
                </dd>
              </div>
              <div>
                <dt>{t('tournaments.fact.region')}</dt>
                <dd>{tournament.region}</dd>
              </div>
              <div>
                <dt>{t('tournaments.fact.creditPerTeam')}</dt>
                <dd>{format.credits(tournament.entry_fee)}</dd>
              </div>
            </dl>
            <SeriesFormatFacts tournament={tournament} />
            <SafeHtml html={tournament.overview_description} />
          </div>
        </Tab>
        <Tab eventKey="prizes" title={t('tournaments.tab.prizes')}>
          <div className="detail-panel">
            <h2 className="detail-panel__title">{t('tournaments.tab.prizes')}</h2>
            <div className="prize-total">
              <span className="prize-total__label">{t('tournaments.totalPrize')}</span>
              <span className="prize-total__value">{format.prize(tournament.winning_prize)}</span>
            </div>
            <SafeHtml html={tournament.prize_description} />
          </div>
        </Tab>
        <Tab eventKey="teams" title={t('tournaments.tab.teams')}>
          <div className="detail-panel">
            <h2 className="detail-panel__title">{t('tournaments.tab.participants')}</h2>
            {participants === undefined ? (
              <div className="py-4 text-center" role="status">
                <span className="spinner-border text-info" aria-hidden="true" />
                <span className="visually-hidden">{t('tournaments.loadingParticipants')}</span>
              </div>
            ) : (
              <DataTable
                caption={t('tournaments.tab.participants')}
                captionHidden
                columns={columns}
                rows={participants}
                rowKey={(row) => row.team_id}
                empty={t('tournaments.noParticipants')}
              />
            )}
          </div>
        </Tab>
        <Tab eventKey="brackets" title={t('tournaments.tab.brackets')}>
          <div className="detail-panel">
            <h2 className="detail-panel__title">{t('tournaments.tab.brackets')}</h2>
            <TournamentBrackets tournament={tournament} myMatchesRequest={myMatchesRequest} />
          </div>
        </Tab>
      </Tabs>
      {viewing && (
        <Suspense fallback={null}>
          <TeamPlayersDialog
            tournamentId={tournament.id}
            team={viewing}
            show={playersOpen}
            onHide={() => setPlayersOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
