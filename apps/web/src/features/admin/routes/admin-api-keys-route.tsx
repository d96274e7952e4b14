/** #/admin/api-keys: the organisers' API keys (decision 0059): made, listed with when each was last used, revoked. */
import { useState } from 'react';
import type { ApiKey } from '@arena/shared/api-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { CreateApiKeyDialog } from '../components/api-key-dialog';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';

const when = (value: string | null, never: string) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : never;

export function AdminApiKeysRoute() {
  const { t } = useAdminPeopleT();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const answer = await revoke.mutateAsync(revoking.id);
      showSuccess(answer.message);
      setRevoking(null);
    } catch {
      // The query client shows error[0].
    }
  };

  const columns: DataColumn<ApiKey>[] = [
    {
      key: 'name',
      header: t('adminPeople.apiKeys.name'),
      rowHeader: true,
      cell: (key) => <span className="text-break">{key.name}</span>,
    },
    {
      key: 'scopes',
      header: t('adminPeople.apiKeys.scopes'),
      cell: (key) => <span className="text-break">{key.scopes.join(', ')}</span>,
    },
    {
      key: 'prefix',
      header: t('adminPeople.apiKeys.key'),
      cell: (key) => <code className="text-break">{key.prefix}…</code>,
    },
    {
      key: 'created',
      header: t('adminPeople.apiKeys.created'),
      cell: (key) => (
        <>
          {when(key.created_at, '')}
          {key.created_by && (
            <div className="text-body-secondary small">
              {t('adminPeople.apiKeys.by', { name: key.created_by.name })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'used',
      header: t('adminPeople.apiKeys.lastUsed'),
      cell: (key) => when(key.last_used_at, t('adminPeople.apiKeys.never')),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end',
      cell: (key) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={t('adminPeople.apiKeys.revokeAria', { name: key.name })}
          onClick={() => setRevoking(key)}
        >
          {t('adminPeople.apiKeys.revoke')}
        </button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('adminPeople.apiKeys.title')}
      lead={t('adminPeople.apiKeys.lead')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('adminPeople.apiKeyDialog.title')}
        </button>
      }
    >
      <AdminTable
        caption={t('adminPeople.apiKeys.title')}
        columns={columns}
        rowKey={(key) => key.id}
        rows={keys.data}
        loading={keys.isPending}
        error={keys.error}
        empty={t('adminPeople.apiKeys.none')}
        onRetry={() => void keys.refetch()}
      />
      <CreateApiKeyDialog show={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        show={revoking !== null}
        title={
          revoking
            ? t('adminPeople.apiKeys.revokeTitle', { name: revoking.name })
            : t('adminPeople.apiKeys.revokeThis')
        }
        confirmLabel={t('adminPeople.apiKeys.revoke')}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p className="mb-0">{t('adminPeople.apiKeys.revokeBody')}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
