/**
 * A data export (decision 0051) saved as a JSON file (or a ZIP with the pictures): the envelope's `data` from `path` (`/api/my-data`, or the
 * console's `/api/admin/players/:id/data`), named `<prefix>-<player id>-<day>.json`.
 */
import { apiDownload, apiRequest, saveFile } from './api-client';

interface DataExport {
  generated_at: string;
  account: { player_id?: unknown };
}

export async function downloadDataExport(path: string, prefix: string): Promise<void> {
  const { data } = await apiRequest<{ data: DataExport }>(path);
  const day = data.generated_at.slice(0, 10);
  saveFile({
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    filename: `${prefix}-${String(data.account.player_id ?? 'account')}-${day}.json`,
  });
}

/** The same export as a ZIP with the uploaded pictures (`?format=zip`), named by the server. */
export async function downloadDataZip(path: string, prefix: string): Promise<void> {
  saveFile(await apiDownload(`${path}?format=zip`, `${prefix}.zip`));
}
