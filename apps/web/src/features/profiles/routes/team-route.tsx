/** /team?id= (issue 27, decision 0046): a team's public page: roster, record, recent matches and tournaments. */
import { Link, useSearchParams } from 'react-router';
import type { TeamProfile } from '@arena/shared/profiles';
import { PageBanner } from '../../../components/page-banner';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessageOf } from '../../../lib/api-client';
import { playerHref } from '../../../lib/routes';
import { useTeamProfile } from '../api/profiles';
import { RecentMatches, RecordLine, TournamentsTable, sizeLabel } from '../components/profile-sections';
import { ProfileLoading, ProfileNotFound, pageId } from './profile-page-parts';
import { useProfilesT } from '../i18n';
import '../profiles.css';

export function TeamRoute() {
  const { t } = useProfilesT();
  const [params] = useSearchParams();
  const id = pageId(params.get('id'));
  if (id === undefined)
    return <ProfileNotFound title={t('profiles.team.title')} message={t('profiles.team.notFound')} />;
  return <TeamPage key={id} teamId={id} />;
}

function TeamPage({ teamId }: { teamId: number }) {
  const { t } = useProfilesT();
  const profile = useTeamProfile(teamId);
  if (profile.isPending) return <ProfileLoading label={t('profiles.team.loading')} />;
  if (!profile.data)
    return <ProfileNotFound title={t('profiles.team.title')} message={errorMessageOf(profile.error)} />;
  return <TeamLoaded team={profile.data} />;
}

function TeamLoaded({ team }: { team: TeamProfile }) {
  const { t } = useProfilesT();
  return (
    <>
      <title>{`Arena | ${team.team_name}`}</title>
      <PageBanner title={t('profiles.team.title')} />
      <div className="container page-body profile-page">
        <header className="profile-header">
          <div className="profile-header__text">
            <h2 className="profile-header__name">{team.team_name}</h2>
            <p className="profile-header__meta">
              {sizeLabel(team.team_size)}
              {team.deleted ? ` · ${t('profiles.team.deleted')}` : ''}
            </p>
            {team.description && <p className="profile-header__description">{team.description}</p>}
            <RecordLine record={team.record} />
          </div>
        </header>
        {!team.deleted && (
          <section className="profile-box" aria-labelledby="team-roster">
            <h3 id="team-roster">{t('profiles.team.roster')}</h3>
            <ul className="profile-roster">
              {team.roster.map((player) => (
                <li key={player.user_id}>
                  <UserAvatar picture={player.profile_picture} size={40} />
                  <Link to={playerHref(player.user_id)}>{player.name}</Link>
                  {player.captain && <span className="profile-muted"> · {t('profiles.captain')}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <RecentMatches matches={team.recent_matches} showTeam={false} />
        <TournamentsTable tournaments={team.tournaments} showTeam={false} />
      </div>
    </>
  );
}
