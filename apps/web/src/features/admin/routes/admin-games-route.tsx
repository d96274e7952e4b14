/** #/admin/games: every game, archived included; add, rename, banner, archive and unarchive. */
import { useState } from 'react';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import defaultBanner from '../../../assets/default-game-banner.svg';
import { BannerImage } from '../../../components/banner-image';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { showSuccess } from '../../../lib/toast';
import { useArchiveGame } from '../api/archive-game';
import { useAdminGames, type GameStatusFilter } from '../api/get-admin-games';
import { useUnarchiveGame } from '../api/unarchive-game';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { GameBannerDialog, GameNameDialog } from '../components/game-dialogs';
import { FilterSelect, ListToolbar, SearchForm } from '../components/list-toolbar';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import '../admin.css';
import './admin-games-route.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'admin.games.all' },
  { value: 'active', label: 'admin.games.active' },
  { value: 'archived', label: 'admin.games.archived' },
] as const;

export function AdminGamesRoute() {
  const { page, values, update } = useListParams(['search', 'status'] as const);
  const { t } = useAdminT();
  const status = (STATUS_OPTIONS.find((option) => option.value === values.status)?.value ??
    'all') as GameStatusFilter;
  const games = useAdminGames({ page, search: values.search || undefined, status });
  const [naming, setNaming] = useState<{ game: AdminGame | null } | null>(null);
  const [bannerOf, setBannerOf] = useState<AdminGame | null>(null);
  const [archiving, setArchiving] = useState<AdminGame | null>(null);
  const archive = useArchiveGame();
  const unarchive = useUnarchiveGame();

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      const answer = await archive.mutateAsync(archiving.id);
      showSuccess(answer.message);
      setArchiving(null);
    } catch {
      // The query client shows error[0] (open tournaments).
    }
  };

  const restore = async (game: AdminGame) => {
    try {
      showSuccess((await unarchive.mutateAsync(game.id)).message);
    } catch {
      // Shown by the query client.
    }
  };

  const columns: DataColumn<AdminGame>[] = [
    {
      key: 'banner',
      header: <span className="visually-hidden">{t('admin.games.banner')}</span>,
      cell: (game) => (
        <BannerImage path={game.game_banner} fallback={defaultBanner} className="admin-thumb" />
      ),
    },
    { key: 'name', header: t('admin.facts.game'), rowHeader: true, cell: (game) => game.game_name },
    {
      key: 'tournaments',
      header: t('admin.nav.tournaments'),
      cell: (game) =>
        t('admin.games.tournamentCount', { open: game.open_tournament_count, all: game.tournament_count }),
    },
    {
      key: 'status',
      header: t('admin.games.status'),
      cell: (game) =>
        game.archived_at ? (
          <StatusBadge tone="neutral">{t('admin.games.archived')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('admin.games.active')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.games.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (game) => (
        <div className="admin-row-actions">
          <button
            type="button"
            className="btn btn-sm btn-outline-light"
            aria-label={t('admin.games.renameOf', { name: game.game_name })}
            onClick={() => setNaming({ game })}
          >
            {t('admin.games.rename')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-light"
            aria-label={t('admin.games.bannerOf', { name: game.game_name })}
            onClick={() => setBannerOf(game)}
          >
            {t('admin.games.banner')}
          </button>
          {game.archived_at ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-info"
              aria-label={t('admin.games.unarchiveOf', { name: game.game_name })}
              disabled={unarchive.isPending}
              onClick={() => void restore(game)}
            >
              {t('admin.games.unarchive')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('admin.games.archiveOf', { name: game.game_name })}
              onClick={() => setArchiving(game)}
            >
              {t('admin.games.archive')}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.nav.games')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setNaming({ game: null })}>
          {t('admin.games.add')}
        </button>
      }
    >
      <ListToolbar>
        <SearchForm
          label={t('admin.games.search')}
          value={values.search}
          onSearch={(search) => update({ search })}
        />
        <FilterSelect
          label={t('admin.games.status')}
          value={status}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('admin.nav.games')}
        columns={columns}
        rowKey={(game) => game.id}
        rows={games.data?.rows}
        pagination={games.data?.pagination}
        page={page}
        loading={games.isPending}
        error={games.error}
        stale={games.isPlaceholderData}
        empty={values.search ? t('admin.games.noMatch', { search: values.search }) : t('admin.games.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void games.refetch()}
      />
      <GameNameDialog show={naming !== null} game={naming?.game ?? null} onClose={() => setNaming(null)} />
      <GameBannerDialog game={bannerOf} onClose={() => setBannerOf(null)} />
      <ConfirmDialog
        show={archiving !== null}
        title={t('admin.games.archiveTitle', { name: archiving?.game_name ?? t('admin.games.thisGame') })}
        confirmLabel={t('admin.games.archive')}
        busy={archive.isPending}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      >
        <p className="mb-0">{t('admin.games.archiveText')}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
