/**
 * #/admin/players/:id: a player's profile and balances, their ledger, and the admin's actions: ban or
 * unban (with a reason), adjust a balance (with a reason), promote or demote, force a password reset, export
 * their data on their request (decision 0051); the ledger as a CSV statement;
 * the player's purchases with Refund and their shortfalls with Settle (decision 0012).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { LedgerEntry } from '@arena/shared/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { StatTile } from '../../../components/stat-tile';
import { StatementDownloadButton } from '../../../components/statement-download-button';
import { useCountryNames } from '../../../lib/country-names';
import { formatDate, formatDateTime, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useBanPlayer } from '../api/ban-player';
import { usePlayer } from '../api/get-player';
import { useSetPlayerRole } from '../api/set-player-role';
import { useUnbanPlayer } from '../api/unban-player';
import { useForcePasswordReset } from '../api/force-password-reset';
import { useMarkEmailVerified } from '../api/mark-email-verified';
import { downloadDataExport, downloadDataZip } from '../../../lib/data-export';
import { showApiError } from '../../../lib/toast';
import { AdjustBalanceDialog } from '../components/adjust-balance-dialog';
import { AdminPage, AdminSection } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ErrorState, LoadingState } from '../components/loading-state';
import { PlayerBadges } from '../components/player-badges';
import { PlayerIdentityCheck } from '../components/player-identity-check';
import { PlayerPayments } from '../components/player-payments';
import { ReasonConfirmDialog } from '../components/reason-confirm-dialog';
import { ShortfallsTable } from '../components/shortfalls-table';
import { useListParams } from '../components/use-list-params';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-player-route.css';

type Asking = 'ban' | 'unban' | 'adjust' | 'promote' | 'demote' | 'reset' | 'verify-email' | null;

type T = ReturnType<typeof useAdminPeopleT>['t'];

const ASSET_LABEL: Record<LedgerEntry['asset'], string> = {
  credits: 'adminPeople.ledger.assetCredits',
  tokens: 'adminPeople.ledger.assetTokens',
  wallet: 'adminPeople.ledger.assetWallet',
};

function amount(entry: LedgerEntry, value: number, signed = false) {
  const sign = signed && value > 0 ? '+' : '';
  return entry.asset === 'wallet' ? `${sign}${formatPounds(value)}` : `${sign}${value}`;
}

const ledgerColumns = (t: T): DataColumn<LedgerEntry>[] => [
  {
    key: 'when',
    header: t('adminPeople.ledger.when'),
    className: 'text-nowrap',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'asset', header: t('adminPeople.ledger.balance'), cell: (entry) => t(ASSET_LABEL[entry.asset]) },
  {
    key: 'delta',
    header: t('adminPeople.ledger.change'),
    className: 'text-end text-nowrap',
    cell: (entry) => (
      <span className={entry.delta < 0 ? 'admin-amount--down' : 'admin-amount--up'}>
        {amount(entry, entry.delta, true)}
      </span>
    ),
  },
  {
    key: 'after',
    header: t('adminPeople.ledger.after'),
    className: 'text-end',
    cell: (entry) => amount(entry, entry.balance_after),
  },
  { key: 'reason', header: t('adminPeople.ledger.reason'), rowHeader: true, cell: (entry) => entry.reason },
  {
    key: 'reference',
    header: t('adminPeople.ledger.reference'),
    cell: (entry) => <span className="text-break">{entry.reference}</span>,
  },
  { key: 'note', header: t('adminPeople.ledger.note'), cell: (entry) => entry.note ?? '-' },
];

export function AdminPlayerRoute() {
  const { t } = useAdminPeopleT();
  const { countryName } = useCountryNames();
  const id = Number(useParams().id);
  const me = useStoredUser();
  const { page, update } = useListParams([] as const);
  const query = usePlayer(id, page);
  const [asking, setAsking] = useState<Asking>(null);
  const ban = useBanPlayer(id);
  const unban = useUnbanPlayer(id);
  const role = useSetPlayerRole(id);
  const forceReset = useForcePasswordReset(id);
  const verifyEmail = useMarkEmailVerified(id);
  const [exporting, setExporting] = useState(false);
  const close = () => setAsking(null);

  /** The player's data export, for their request to support (decision 0051); the server audits it. */
  const exportData = async (format: 'json' | 'zip') => {
    setExporting(true);
    try {
      const path = `/api/admin/players/${id}/data`;
      await (format === 'zip'
        ? downloadDataZip(path, 'arena-player-data')
        : downloadDataExport(path, 'arena-player-data'));
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const act = async (run: () => Promise<{ message: string }>) => {
    try {
      showSuccess((await run()).message);
      close();
    } catch {
      // The query client shows error[0].
    }
  };

  if (query.isPending) {
    return (
      <AdminPage title={t('adminPeople.player.title')}>
        <LoadingState label={t('adminPeople.player.loading')} />
      </AdminPage>
    );
  }
  if (!query.data) {
    return (
      <AdminPage title={t('adminPeople.player.title')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  }

  const { player, ledger } = query.data;
  const self = me?.id === player.id;
  const isAdmin = player.role === 'admin';

  return (
    <AdminPage
      title={player.name}
      lead={<Link to={adminRoutes.players.href()}>{t('adminPeople.player.allPlayers')}</Link>}
      actions={
        <>
          <StatementDownloadButton
            path={`/api/admin/players/${player.id}/ledger-statement`}
            fallbackName={`arena-statement-${player.player_id}.csv`}
          />
          <button
            type="button"
            className="btn btn-outline-light"
            disabled={exporting}
            aria-busy={exporting || undefined}
            onClick={() => void exportData('json')}
          >
            {t('adminPeople.player.exportJson')}
          </button>
          <button
            type="button"
            className="btn btn-outline-light"
            disabled={exporting}
            aria-busy={exporting || undefined}
            onClick={() => void exportData('zip')}
          >
            {t('adminPeople.player.exportZip')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAsking('adjust')}>
            {t('adminPeople.player.adjust')}
          </button>
          <button
            type="button"
            className="btn btn-outline-warning"
            disabled={self}
            title={self ? t('adminPeople.player.resetSelf') : undefined}
            onClick={() => setAsking('reset')}
          >
            {t('adminPeople.player.forceReset')}
          </button>
          {isAdmin ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={self}
              title={self ? t('adminPeople.player.demoteSelf') : undefined}
              onClick={() => setAsking('demote')}
            >
              {t('adminPeople.player.demote')}
            </button>
          ) : (
            <button type="button" className="btn btn-outline-info" onClick={() => setAsking('promote')}>
              {t('adminPeople.player.promote')}
            </button>
          )}
          {player.banned_at ? (
            <button type="button" className="btn btn-outline-info" onClick={() => setAsking('unban')}>
              {t('adminPeople.player.unban')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={self || isAdmin}
              title={isAdmin ? t('adminPeople.player.banAdmin') : undefined}
              onClick={() => setAsking('ban')}
            >
              {t('adminPeople.player.ban')}
            </button>
          )}
        </>
      }
    >
      <AdminSection title={t('adminPeople.player.profile')}>
        <dl className="admin-facts">
          <div>
            <dt>{t('adminPeople.player.status')}</dt>
            <dd>
              <PlayerBadges player={player} />
            </dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.email')}</dt>
            <dd className="text-break">{player.email}</dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.emailVerified')}</dt>
            <dd>
              {player.email_verified_at ? (
                formatDateTime(player.email_verified_at)
              ) : (
                <>
                  {t('adminPeople.player.notVerified')}{' '}
                  {!self && (
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 align-baseline"
                      onClick={() => setAsking('verify-email')}
                    >
                      {t('adminPeople.player.markVerified')}
                    </button>
                  )}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.playerId')}</dt>
            <dd>{player.player_id}</dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.dateOfBirth')}</dt>
            <dd>
              {player.date_of_birth
                ? t('adminPeople.player.born', {
                    date: formatDate(player.date_of_birth),
                    age: player.age ?? 0,
                  })
                : t('adminPeople.player.notGiven')}
            </dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.country')}</dt>
            <dd>
              {player.residence_country
                ? `${countryName(player.residence_country)} (${player.residence_country})`
                : t('adminPeople.player.notGiven')}
            </dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.paypalEmail')}</dt>
            <dd className="text-break">{player.paypal_email ?? t('adminPeople.player.notLinked')}</dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.vipUntil')}</dt>
            <dd>
              {player.vip_expires_at
                ? formatDateTime(player.vip_expires_at)
                : t('adminPeople.player.neverSubscribed')}
            </dd>
          </div>
          <div>
            <dt>{t('adminPeople.player.joined')}</dt>
            <dd>{formatDateTime(player.created_at)}</dd>
          </div>
          {player.banned_at && (
            <div>
              <dt>{t('adminPeople.player.bannedOn')}</dt>
              <dd>{formatDateTime(player.banned_at)}</dd>
            </div>
          )}
        </dl>
      </AdminSection>
      <AdminSection title={t('adminPeople.player.balances')}>
        <div className="admin-stats">
          <StatTile label={t('adminPeople.player.credits')} value={player.credits} />
          <StatTile label={t('adminPeople.player.vipTokens')} value={player.tokens} />
          <StatTile label={t('adminPeople.player.wallet')} value={formatPounds(player.wallet)} />
        </div>
      </AdminSection>
      <AdminSection title={t('adminPeople.player.identityCheck')}>
        <PlayerIdentityCheck playerId={player.id} />
      </AdminSection>
      <AdminSection title={t('adminPeople.player.ledger')}>
        <AdminTable
          caption={t('adminPeople.player.ledger')}
          columns={ledgerColumns(t)}
          rowKey={(entry) => entry.id}
          rows={ledger.rows}
          pagination={ledger.pagination}
          page={page}
          loading={false}
          error={query.error}
          stale={query.isPlaceholderData}
          empty={t('adminPeople.player.noLedger')}
          onPageChange={(next) => update({ page: next })}
        />
      </AdminSection>
      <AdminSection title={t('adminPeople.player.purchases')}>
        <PlayerPayments playerId={player.id} />
      </AdminSection>
      <AdminSection title={t('adminPeople.player.shortfalls')}>
        <ShortfallsTable filter={{ userId: player.id }} caption={t('adminPeople.player.shortfalls')} />
      </AdminSection>

      <AdjustBalanceDialog show={asking === 'adjust'} player={player} onClose={close} />
      <ReasonConfirmDialog
        show={asking === 'ban'}
        title={t('adminPeople.player.banTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.banConfirm')}
        reasonLabel={t('adminPeople.player.banReason')}
        busy={ban.isPending}
        onConfirm={(reason) => void act(() => ban.mutateAsync(reason))}
        onCancel={close}
      >
        <p>{t('adminPeople.player.banBody')}</p>
      </ReasonConfirmDialog>
      <ReasonConfirmDialog
        show={asking === 'verify-email'}
        title={t('adminPeople.player.verifyTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.markVerified')}
        reasonLabel={t('adminPeople.player.verifyReason')}
        busy={verifyEmail.isPending}
        onConfirm={(reason) => void act(() => verifyEmail.mutateAsync(reason))}
        onCancel={close}
      >
        <p>{t('adminPeople.player.verifyBody', { email: player.email })}</p>
      </ReasonConfirmDialog>
      <ConfirmDialog
        show={asking === 'unban'}
        title={t('adminPeople.player.unbanTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.unban')}
        variant="primary"
        busy={unban.isPending}
        onConfirm={() => void act(() => unban.mutateAsync())}
        onCancel={close}
      >
        <p className="mb-0">{t('adminPeople.player.unbanBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'reset'}
        title={t('adminPeople.player.resetTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.forceReset')}
        busy={forceReset.isPending}
        onConfirm={() => void act(() => forceReset.mutateAsync())}
        onCancel={close}
      >
        <p className="mb-0">{t('adminPeople.player.resetBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'promote'}
        title={t('adminPeople.player.promoteTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.promote')}
        variant="primary"
        busy={role.isPending}
        onConfirm={() => void act(() => role.mutateAsync('admin'))}
        onCancel={close}
      >
        <p className="mb-0">{t('adminPeople.player.promoteBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'demote'}
        title={t('adminPeople.player.demoteTitle', { name: player.name })}
        confirmLabel={t('adminPeople.player.demote')}
        busy={role.isPending}
        onConfirm={() => void act(() => role.mutateAsync('player'))}
        onCancel={close}
      >
        <p className="mb-0">{t('adminPeople.player.demoteBody')}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
