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
import '../admin.css';

const when = (value: string | null, never: string) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : never;

export function AdminApiKeysRoute() {
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
      header: 'Name',
      rowHeader: true,
      cell: (key) => <span className="text-break">{key.name}</span>,
    },
    {
      key: 'scopes',
      header: 'Scopes',
      cell: (key) => <span className="text-break">{key.scopes.join(', ')}</span>,
    },
    { key: 'prefix', header: 'Key', cell: (key) => <code className="text-break">{key.prefix}…</code> },
    {
      key: 'created',
      header: 'Created',
      cell: (key) => (
        <>
          {when(key.created_at, '')}
          {key.created_by && <div className="text-body-secondary small">by {key.created_by.name}</div>}
        </>
      ),
    },
    { key: 'used', header: 'Last used', cell: (key) => when(key.last_used_at, 'Never') },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (key) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={`Revoke ${key.name}`}
          onClick={() => setRevoking(key)}
        >
          Revoke
        </button>
      ),
    },
  ];

  return (
    <AdminPage
      title="API keys"
      lead="Keys let your own tools read tournaments and results, manage tournaments or set results, with the scopes you give them. They never reach money or player accounts."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Create an API key
        </button>
      }
    >
      <AdminTable
        caption="API keys"
        columns={columns}
        rowKey={(key) => key.id}
        rows={keys.data}
        loading={keys.isPending}
        error={keys.error}
        empty="No API keys yet."
        onRetry={() => void keys.refetch()}
      />
      <CreateApiKeyDialog show={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        show={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p className="mb-0">Every request with this key is refused from now on. This cannot be undone.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
