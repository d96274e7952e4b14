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
import '../admin.css';
import './admin-games-route.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All games' },
  { value: 'active', label: 'In the catalogue' },
  { value: 'archived', label: 'Archived' },
] as const;

export function AdminGamesRoute() {
  const { page, values, update } = useListParams(['search', 'status'] as const);
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
      header: <span className="visually-hidden">Banner</span>,
      cell: (game) => (
        <BannerImage path={game.game_banner} fallback={defaultBanner} className="admin-thumb" />
      ),
    },
    { key: 'name', header: 'Game', rowHeader: true, cell: (game) => game.game_name },
    {
      key: 'tournaments',
      header: 'Tournaments',
      cell: (game) => `${game.open_tournament_count} open / ${game.tournament_count} in all`,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (game) =>
        game.archived_at ? (
          <StatusBadge tone="neutral">Archived</StatusBadge>
        ) : (
          <StatusBadge tone="success">In the catalogue</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (game) => (
        <div className="admin-row-actions">
          <button
            type="button"
            className="btn btn-sm btn-outline-light"
            aria-label={`Rename ${game.game_name}`}
            onClick={() => setNaming({ game })}
          >
            Rename
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-light"
            aria-label={`Banner of ${game.game_name}`}
            onClick={() => setBannerOf(game)}
          >
            Banner
          </button>
          {game.archived_at ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-info"
              aria-label={`Unarchive ${game.game_name}`}
              disabled={unarchive.isPending}
              onClick={() => void restore(game)}
            >
              Unarchive
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={`Archive ${game.game_name}`}
              onClick={() => setArchiving(game)}
            >
              Archive
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title="Games"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setNaming({ game: null })}>
          Add a game
        </button>
      }
    >
      <ListToolbar>
        <SearchForm label="Search games" value={values.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption="Games"
        columns={columns}
        rowKey={(game) => game.id}
        rows={games.data?.rows}
        pagination={games.data?.pagination}
        page={page}
        loading={games.isPending}
        error={games.error}
        stale={games.isPlaceholderData}
        empty={values.search ? `No game matches "${values.search}".` : 'No games yet.'}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void games.refetch()}
      />
      <GameNameDialog show={naming !== null} game={naming?.game ?? null} onClose={() => setNaming(null)} />
      <GameBannerDialog game={bannerOf} onClose={() => setBannerOf(null)} />
      <ConfirmDialog
        show={archiving !== null}
        title={`Archive ${archiving?.game_name ?? 'this game'}?`}
        confirmLabel="Archive"
        busy={archive.isPending}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      >
        <p className="mb-0">
          The game leaves the public catalogue and cannot be given to new tournaments. Its past tournaments
          stay. You can put it back later.
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
