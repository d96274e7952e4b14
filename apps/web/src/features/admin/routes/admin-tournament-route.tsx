/**
 * #/admin/tournaments/:id: a tournament in the console: its facts and state actions, the edit form, banner
 * and bracket picture, participants with rosters, seeds, matches with results, disputes and the match audit.
 */
import { StreamLinks } from '../components/stream-links';
import { Link, useParams } from 'react-router';
import defaultBanner from '../../../assets/default-tournament-banner.svg';
import { EmptyState } from '../../../components/empty-state';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useAdminTournament } from '../api/get-admin-tournament';
import { useUpdateTournament } from '../api/update-tournament';
import { useUploadBracketImage } from '../api/upload-bracket-image';
import { useUploadTournamentBanner } from '../api/upload-tournament-banner';
import { AdminPage, AdminSection } from '../components/admin-page';
import { ImageUpload } from '../components/image-upload';
import { ControlRoomSection } from '../components/control-room';
import { ErrorState, LoadingState } from '../components/loading-state';
import { ParticipantsTable } from '../components/participants-table';
import { SeedsEditor } from '../components/seeds-editor';
import { TournamentActions } from '../components/tournament-actions';
import { TournamentFacts } from '../components/tournament-facts';
import { TournamentForm } from '../components/tournament-form';
import { TournamentResults } from '../components/tournament-results';
import { useAdminT } from '../i18n';
import '../admin.css';

export function AdminTournamentRoute() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useAdminTournament(valid ? id : 0);
  const update = useUpdateTournament(id);
  const banner = useUploadTournamentBanner(id);
  const bracketImage = useUploadBracketImage(id);
  const { t } = useAdminT();

  if (!valid) {
    return (
      <AdminPage title={t('admin.tournament.title')}>
        <EmptyState>{t('admin.tournament.missing')}</EmptyState>
      </AdminPage>
    );
  }
  if (detail.isPending) {
    return (
      <AdminPage title={t('admin.tournament.title')}>
        <LoadingState label={t('admin.tournament.loading')} />
      </AdminPage>
    );
  }
  if (!detail.data) {
    return (
      <AdminPage title={t('admin.tournament.title')}>
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }

  const { tournament, participants, counts } = detail.data;
  const checkInCounts =
    tournament.check_in_minutes > 0 && tournament.tournament_state === 'pending'
      ? t('admin.tournament.checkInCounts', { in: counts.checked_in, out: counts.not_checked_in })
      : '';
  const seedable = tournament.seeding === 'organiser' && tournament.tournament_state === 'pending';
  return (
    <AdminPage
      title={tournament.tournament_name}
      lead={<Link to={adminRoutes.tournaments.href()}>{t('admin.tournament.all')}</Link>}
      actions={<TournamentActions tournament={tournament} participants={participants} />}
    >
      <TournamentFacts tournament={tournament} />
      {tournament.tournament_state !== 'pending' && (
        <ControlRoomSection
          tournament={tournament}
          droppedAtCheckIn={participants
            .filter((entry) => entry.status === 'no_show')
            .map((entry) => entry.team_name)}
        />
      )}
      <TournamentResults tournament={tournament} />
      <AdminSection
        title={t('admin.tournament.participants', { entered: counts.entered, checkIn: checkInCounts })}
      >
        <ParticipantsTable tournament={tournament} participants={participants} />
      </AdminSection>
      {seedable && (
        <AdminSection title={t('admin.tournament.seeds')}>
          <SeedsEditor tournamentId={tournament.id} participants={participants} />
        </AdminSection>
      )}
      <AdminSection title={t('admin.tournament.stream')}>
        <StreamLinks tournamentId={tournament.id} />
      </AdminSection>
      <AdminSection title={t('admin.tournament.details')}>
        <TournamentForm
          tournament={tournament}
          busy={update.isPending}
          onSubmit={async (values) => showSuccess((await update.mutateAsync(values)).message)}
        />
      </AdminSection>
      <AdminSection title={t('admin.tournament.images')}>
        <div className="row g-4">
          <div className="col-lg-6">
            <ImageUpload
              label={t('admin.tournament.banner')}
              current={tournament.tournament_banner}
              fallback={defaultBanner}
              busy={banner.isPending}
              onUpload={(file) => banner.mutateAsync(file)}
            />
          </div>
          <div className="col-lg-6">
            <ImageUpload
              label={t('admin.tournament.bracketImage')}
              current={tournament.bracket_image_url}
              fallback={defaultBanner}
              busy={bracketImage.isPending}
              onUpload={(file) => bracketImage.mutateAsync(file)}
            />
          </div>
        </div>
      </AdminSection>
    </AdminPage>
  );
}
