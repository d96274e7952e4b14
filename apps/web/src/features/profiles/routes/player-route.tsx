/**
 * /player?id= (issue 27, decision 0046): a player's public page: picture, name and country, ratings per game and
 * team size with their history charts ("Provisional" under 10 matches), the record, recent matches, tournaments
 * with placings, and the platform IDs and total winnings where the player shows them.
 */
import { Link, useSearchParams } from 'react-router';
import { PLATFORMS } from '@arena/shared/platforms';
import type { PlayerProfile, ProfileRating } from '@arena/shared/profiles';
import { PageBanner } from '../../../components/page-banner';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessageOf } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/format';
import { teamHref } from '../../../lib/routes';
import { usePlayerProfile } from '../api/profiles';
import { RatingChart } from '../components/rating-chart';
import { RecentMatches, RecordLine, TournamentsTable, sizeLabel } from '../components/profile-sections';
import { ProfileLoading, ProfileNotFound, pageId } from './profile-page-parts';
import { useProfilesT } from '../i18n';
import '../profiles.css';

export function PlayerRoute() {
  const { t } = useProfilesT();
  const [params] = useSearchParams();
  const id = pageId(params.get('id'));
  if (id === undefined)
    return <ProfileNotFound title={t('profiles.player.title')} message={t('profiles.player.notFound')} />;
  return <PlayerPage key={id} userId={id} />;
}

function PlayerPage({ userId }: { userId: number }) {
  const { t } = useProfilesT();
  const profile = usePlayerProfile(userId);
  if (profile.isPending) return <ProfileLoading label={t('profiles.player.loading')} />;
  if (!profile.data)
    return <ProfileNotFound title={t('profiles.player.title')} message={errorMessageOf(profile.error)} />;
  return <PlayerLoaded profile={profile.data} />;
}

function PlayerLoaded({ profile }: { profile: PlayerProfile }) {
  const { t } = useProfilesT();
  const platformIds = profile.platform_ids
    ? PLATFORMS.filter((p) => profile.platform_ids?.[p.key]).map((p) => ({
        label: p.label,
        value: profile.platform_ids![p.key]!,
      }))
    : [];
  return (
    <>
      <title>{`Arena | ${profile.name}`}</title>
      <PageBanner title={t('profiles.player.title')} />
      <div className="container page-body profile-page">
        <header className="profile-header">
          <UserAvatar
            picture={profile.profile_picture}
            size={96}
            alt={t('profiles.player.pictureAlt', { name: profile.name })}
            className="profile-header__avatar"
          />
          <div className="profile-header__text">
            <h2 className="profile-header__name">{profile.name}</h2>
            {profile.country && <p className="profile-header__meta">{profile.country}</p>}
            <RecordLine record={profile.record} />
          </div>
        </header>

        <div className="row g-4">
          <div className="col-lg-4">
            <section className="profile-box" aria-labelledby="player-teams">
              <h3 id="player-teams">{t('profiles.player.teams')}</h3>
              {profile.teams.length === 0 ? (
                <p className="profile-muted">{t('profiles.player.noTeam')}</p>
              ) : (
                <ul className="profile-list">
                  {profile.teams.map((team) => (
                    <li key={team.team_id}>
                      <Link to={teamHref(team.team_id)}>{team.team_name}</Link>{' '}
                      <span className="profile-muted">
                        {sizeLabel(team.team_size)}
                        {team.captain ? ` · ${t('profiles.captain')}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {profile.winnings !== null && (
              <section className="profile-box" aria-labelledby="player-winnings">
                <h3 id="player-winnings">{t('profiles.player.winnings')}</h3>
                <p className="profile-winnings">{formatPounds(profile.winnings)}</p>
              </section>
            )}
            {profile.platform_ids && (
              <section className="profile-box" aria-labelledby="player-platforms">
                <h3 id="player-platforms">{t('profiles.player.platformIds')}</h3>
                {platformIds.length === 0 ? (
                  <p className="profile-muted">{t('profiles.player.noPlatformIds')}</p>
                ) : (
                  <dl className="profile-facts">
                    {platformIds.map((p) => (
                      <div key={p.label}>
                        <dt>{p.label}</dt>
                        <dd>{p.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </section>
            )}
          </div>
          <div className="col-lg-8">
            <section className="profile-box" aria-labelledby="player-ratings">
              <h3 id="player-ratings">{t('profiles.player.ratings')}</h3>
              {profile.ratings.length === 0 ? (
                <p className="profile-muted">{t('profiles.noRatedMatches')}</p>
              ) : (
                profile.ratings.map((rating) => (
                  <RatingBlock key={`${rating.game_id}:${rating.team_size}`} rating={rating} />
                ))
              )}
            </section>
          </div>
        </div>

        <RecentMatches matches={profile.recent_matches} showTeam />
        <TournamentsTable tournaments={profile.tournaments} showTeam />
      </div>
    </>
  );
}

function RatingBlock({ rating }: { rating: ProfileRating }) {
  const { t } = useProfilesT();
  const label = `${rating.game_name} ${sizeLabel(rating.team_size)}`;
  return (
    <article className="profile-rating">
      <h4 className="profile-rating__title">{label}</h4>
      <p className="profile-rating__line">
        <span className="profile-rating__value">{rating.rating}</span>
        {rating.provisional && (
          <span className="badge profile-badge">{t('profiles.rating.provisional')}</span>
        )}
        <span className="profile-muted">
          {t('profiles.rating.matches', { count: rating.matches })} ·{' '}
          {t('profiles.rating.record', { wins: rating.wins, losses: rating.losses })}
          {rating.draws > 0 ? ` ${t('profiles.rating.draws', { draws: rating.draws })}` : ''}
        </span>
      </p>
      <RatingChart label={label} points={rating.history} />
    </article>
  );
}
