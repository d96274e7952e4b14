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
import '../profiles.css';

export function PlayerRoute() {
  const [params] = useSearchParams();
  const id = pageId(params.get('id'));
  if (id === undefined) return <ProfileNotFound title="Player" message="This player was not found." />;
  return <PlayerPage key={id} userId={id} />;
}

function PlayerPage({ userId }: { userId: number }) {
  const profile = usePlayerProfile(userId);
  if (profile.isPending) return <ProfileLoading what="the player" />;
  if (!profile.data) return <ProfileNotFound title="Player" message={errorMessageOf(profile.error)} />;
  return <PlayerLoaded profile={profile.data} />;
}

function PlayerLoaded({ profile }: { profile: PlayerProfile }) {
  const platformIds = profile.platform_ids
    ? PLATFORMS.filter((p) => profile.platform_ids?.[p.key]).map((p) => ({
        label: p.label,
        value: profile.platform_ids![p.key]!,
      }))
    : [];
  return (
    <>
      <title>{`Arena | ${profile.name}`}</title>
      <PageBanner title="Player" />
      <div className="container page-body profile-page">
        <header className="profile-header">
          <UserAvatar
            picture={profile.profile_picture}
            size={96}
            alt={`${profile.name}'s profile picture`}
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
              <h3 id="player-teams">Teams</h3>
              {profile.teams.length === 0 ? (
                <p className="profile-muted">Not on a team.</p>
              ) : (
                <ul className="profile-list">
                  {profile.teams.map((team) => (
                    <li key={team.team_id}>
                      <Link to={teamHref(team.team_id)}>{team.team_name}</Link>{' '}
                      <span className="profile-muted">
                        {sizeLabel(team.team_size)}
                        {team.captain ? ' · Captain' : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {profile.winnings !== null && (
              <section className="profile-box" aria-labelledby="player-winnings">
                <h3 id="player-winnings">Winnings</h3>
                <p className="profile-winnings">{formatPounds(profile.winnings)}</p>
              </section>
            )}
            {profile.platform_ids && (
              <section className="profile-box" aria-labelledby="player-platforms">
                <h3 id="player-platforms">Platform IDs</h3>
                {platformIds.length === 0 ? (
                  <p className="profile-muted">None given.</p>
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
              <h3 id="player-ratings">Ratings</h3>
              {profile.ratings.length === 0 ? (
                <p className="profile-muted">No rated matches yet.</p>
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
  const label = `${rating.game_name} ${sizeLabel(rating.team_size)}`;
  return (
    <article className="profile-rating">
      <h4 className="profile-rating__title">{label}</h4>
      <p className="profile-rating__line">
        <span className="profile-rating__value">{rating.rating}</span>
        {rating.provisional && <span className="badge profile-badge">Provisional</span>}
        <span className="profile-muted">
          {rating.matches} {rating.matches === 1 ? 'match' : 'matches'} · {rating.wins}W {rating.losses}L
          {rating.draws > 0 ? ` ${rating.draws}D` : ''}
        </span>
      </p>
      <RatingChart label={label} points={rating.history} />
    </article>
  );
}
