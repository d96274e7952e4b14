/**
 * "Download statement (CSV)": the ledger (credits, tokens, wallet) as the API writes it. Fetched with the
 * session's bearer token and saved from a Blob, because a plain link cannot send the Authorization header.
 */
import { useState } from 'react';
import { apiDownload, saveFile } from '../lib/api-client';
import { showApiError } from '../lib/toast';
import { useUiT } from './ui-i18n';

export function StatementDownloadButton({
  path,
  fallbackName,
  className = 'btn btn-outline-light',
  label,
}: {
  /** e.g. /api/ledger-statement or /api/admin/players/7/ledger-statement */
  path: string;
  fallbackName: string;
  className?: string;
  label?: string;
}) {
  const { t } = useUiT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await apiDownload(path, fallbackName));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label ?? t('ui.statement.download')}
    </button>
  );
}
