/** #/admin/tournaments/new: a new tournament; once created, its console page opens. */
import { Link, useNavigate } from 'react-router';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useCreateTournament } from '../api/create-tournament';
import { AdminPage } from '../components/admin-page';
import { TournamentForm } from '../components/tournament-form';
import { useAdminT } from '../i18n';

export function AdminNewTournamentRoute() {
  const navigate = useNavigate();
  const create = useCreateTournament();
  const { t } = useAdminT();
  return (
    <AdminPage
      title={t('admin.tournaments.new')}
      lead={<Link to={adminRoutes.tournaments.href()}>{t('admin.tournament.all')}</Link>}
    >
      <TournamentForm
        busy={create.isPending}
        onSubmit={async (values) => {
          const answer = await create.mutateAsync(values);
          showSuccess(answer.message);
          void navigate(adminRoutes.tournament.href(answer.data.id));
        }}
      />
    </AdminPage>
  );
}
