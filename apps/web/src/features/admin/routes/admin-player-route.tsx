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
import { countryName } from '@arena/shared/countries';
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
import '../admin.css';
import './admin-player-route.css';

type Asking = 'ban' | 'unban' | 'adjust' | 'promote' | 'demote' | 'reset' | 'verify-email' | null;

const ASSET_LABEL: Record<LedgerEntry['asset'], string> = {
  credits: 'Credits',
  tokens: 'Tokens',
  wallet: 'Wallet',
};

function amount(entry: LedgerEntry, value: number, signed = false) {
  const sign = signed && value > 0 ? '+' : '';
  return entry.asset === 'wallet' ? `${sign}${formatPounds(value)}` : `${sign}${value}`;
}

const ledgerColumns: DataColumn<LedgerEntry>[] = [
  {
    key: 'when',
    header: 'When',
    className: 'text-nowrap',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'asset', header: 'Balance', cell: (entry) => ASSET_LABEL[entry.asset] },
  {
    key: 'delta',
    header: 'Change',
    className: 'text-end text-nowrap',
    cell: (entry) => (
      <span className={entry.delta < 0 ? 'admin-amount--down' : 'admin-amount--up'}>
        {amount(entry, entry.delta, true)}
      </span>
    ),
  },
  {
    key: 'after',
    header: 'After',
    className: 'text-end',
    cell: (entry) => amount(entry, entry.balance_after),
  },
  { key: 'reason', header: 'Reason', rowHeader: true, cell: (entry) => entry.reason },
  {
    key: 'reference',
    header: 'Reference',
    cell: (entry) => <span className="text-break">{entry.reference}</span>,
  },
  { key: 'note', header: 'Note', cell: (entry) => entry.note ?? '-' },
];

export function AdminPlayerRoute() {
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
      <AdminPage title="Player">
        <LoadingState label="the player" />
      </AdminPage>
    );
  }
  if (!query.data) {
    return (
      <AdminPage title="Player">
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
      lead={<Link to={adminRoutes.players.href()}>All players</Link>}
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
            Export data (JSON)
          </button>
          <button
            type="button"
            className="btn btn-outline-light"
            disabled={exporting}
            aria-busy={exporting || undefined}
            onClick={() => void exportData('zip')}
          >
            Export data (ZIP)
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAsking('adjust')}>
            Adjust balance
          </button>
          <button
            type="button"
            className="btn btn-outline-warning"
            disabled={self}
            title={self ? 'Change your own password in My Account.' : undefined}
            onClick={() => setAsking('reset')}
          >
            Force password reset
          </button>
          {isAdmin ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={self}
              title={self ? 'You cannot remove your own admin role.' : undefined}
              onClick={() => setAsking('demote')}
            >
              Remove admin role
            </button>
          ) : (
            <button type="button" className="btn btn-outline-info" onClick={() => setAsking('promote')}>
              Make admin
            </button>
          )}
          {player.banned_at ? (
            <button type="button" className="btn btn-outline-info" onClick={() => setAsking('unban')}>
              Unban
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={self || isAdmin}
              title={isAdmin ? 'Demote an admin before banning them.' : undefined}
              onClick={() => setAsking('ban')}
            >
              Ban
            </button>
          )}
        </>
      }
    >
      <AdminSection title="Profile">
        <dl className="admin-facts">
          <div>
            <dt>Status</dt>
            <dd>
              <PlayerBadges player={player} />
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd className="text-break">{player.email}</dd>
          </div>
          <div>
            <dt>E-mail verified</dt>
            <dd>
              {player.email_verified_at ? (
                formatDateTime(player.email_verified_at)
              ) : (
                <>
                  Not verified{' '}
                  {!self && (
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 align-baseline"
                      onClick={() => setAsking('verify-email')}
                    >
                      Mark as verified
                    </button>
                  )}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Player ID</dt>
            <dd>{player.player_id}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>
              {player.date_of_birth
                ? `${formatDate(player.date_of_birth)} (${player.age} years old)`
                : 'Not given'}
            </dd>
          </div>
          <div>
            <dt>Country of residence</dt>
            <dd>
              {player.residence_country
                ? `${countryName(player.residence_country)} (${player.residence_country})`
                : 'Not given'}
            </dd>
          </div>
          <div>
            <dt>PayPal e-mail</dt>
            <dd className="text-break">{player.paypal_email ?? 'Not linked'}</dd>
          </div>
          <div>
            <dt>VIP until</dt>
            <dd>{player.vip_expires_at ? formatDateTime(player.vip_expires_at) : 'Never subscribed'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{formatDateTime(player.created_at)}</dd>
          </div>
          {player.banned_at && (
            <div>
              <dt>Banned on</dt>
              <dd>{formatDateTime(player.banned_at)}</dd>
            </div>
          )}
        </dl>
      </AdminSection>
      <AdminSection title="Balances">
        <div className="admin-stats">
          <StatTile label="Credits" value={player.credits} />
          <StatTile label="VIP tokens" value={player.tokens} />
          <StatTile label="Wallet" value={formatPounds(player.wallet)} />
        </div>
      </AdminSection>
      <AdminSection title="Identity check">
        <PlayerIdentityCheck playerId={player.id} />
      </AdminSection>
      <AdminSection title="Ledger">
        <AdminTable
          caption="Ledger"
          columns={ledgerColumns}
          rowKey={(entry) => entry.id}
          rows={ledger.rows}
          pagination={ledger.pagination}
          page={page}
          loading={false}
          error={query.error}
          stale={query.isPlaceholderData}
          empty="No balance has changed yet."
          onPageChange={(next) => update({ page: next })}
        />
      </AdminSection>
      <AdminSection title="Purchases">
        <PlayerPayments playerId={player.id} />
      </AdminSection>
      <AdminSection title="Shortfalls">
        <ShortfallsTable filter={{ userId: player.id }} caption="Shortfalls" />
      </AdminSection>

      <AdjustBalanceDialog show={asking === 'adjust'} player={player} onClose={close} />
      <ReasonConfirmDialog
        show={asking === 'ban'}
        title={`Ban ${player.name}?`}
        confirmLabel="Ban player"
        reasonLabel="Reason for the ban"
        busy={ban.isPending}
        onConfirm={(reason) => void act(() => ban.mutateAsync(reason))}
        onCancel={close}
      >
        <p>The player is signed out everywhere and cannot sign in until the ban is lifted.</p>
      </ReasonConfirmDialog>
      <ReasonConfirmDialog
        show={asking === 'verify-email'}
        title={`Mark the e-mail of ${player.name} as verified?`}
        confirmLabel="Mark as verified"
        reasonLabel="How the player showed the address is theirs"
        busy={verifyEmail.isPending}
        onConfirm={(reason) => void act(() => verifyEmail.mutateAsync(reason))}
        onCancel={close}
      >
        <p>
          Only when the verification e-mails do not reach {player.email} and the player has shown another way
          that the address is theirs. Paid entries and withdrawals open to the account. The reason goes in the
          audit log.
        </p>
      </ReasonConfirmDialog>
      <ConfirmDialog
        show={asking === 'unban'}
        title={`Unban ${player.name}?`}
        confirmLabel="Unban"
        variant="primary"
        busy={unban.isPending}
        onConfirm={() => void act(() => unban.mutateAsync())}
        onCancel={close}
      >
        <p className="mb-0">The player can sign in again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'reset'}
        title={`Force a password reset for ${player.name}?`}
        confirmLabel="Force password reset"
        busy={forceReset.isPending}
        onConfirm={() => void act(() => forceReset.mutateAsync())}
        onCancel={close}
      >
        <p className="mb-0">
          Their password stops working and they are signed out everywhere. They are e-mailed to set a new one
          with Forgot password.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'promote'}
        title={`Make ${player.name} an admin?`}
        confirmLabel="Make admin"
        variant="primary"
        busy={role.isPending}
        onConfirm={() => void act(() => role.mutateAsync('admin'))}
        onCancel={close}
      >
        <p className="mb-0">
          Admins can open this console and change everything in it, players and money included.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={asking === 'demote'}
        title={`Remove the admin role of ${player.name}?`}
        confirmLabel="Remove admin role"
        busy={role.isPending}
        onConfirm={() => void act(() => role.mutateAsync('player'))}
        onCancel={close}
      >
        <p className="mb-0">They keep their account as a player and can no longer open this console.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
