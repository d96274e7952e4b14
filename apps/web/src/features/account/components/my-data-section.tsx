/**
 * My Account's "Your data" (GDPR articles 15 and 20; issue 28, decision 0051): downloads the JSON copy of
 * everything Arena holds about the player (`GET /api/my-data`) as a file, JSON or a ZIP with the pictures.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadDataExport, downloadDataZip } from '../../../lib/data-export';
import { showSuccess } from '../../../lib/toast';

export const MY_DATA_TEXTS = {
  title: 'Your data',
  intro:
    'Download a copy of everything Arena holds about you: your profile, teams, entries, matches, messages, payments, wallet, notifications and sessions, as a JSON file, or as a ZIP file that also holds the pictures you uploaded.',
  download: 'Download my data',
  downloadZip: 'Download with pictures (ZIP)',
  preparing: 'Preparing…',
  downloaded: 'Your data has been downloaded.',
} as const;

export function MyDataSection() {
  const download = useMutation({
    mutationFn: (format: 'json' | 'zip') =>
      format === 'zip'
        ? downloadDataZip('/api/my-data', 'arena-my-data')
        : downloadDataExport('/api/my-data', 'arena-my-data'),
    onSuccess: () => {
      showSuccess(MY_DATA_TEXTS.downloaded);
    },
  });
  const preparing = (format: 'json' | 'zip') => download.isPending && download.variables === format;

  return (
    <section className="privacy-section mt-4" aria-labelledby="my-data-title">
      <h3 id="my-data-title" className="privacy-section__title">
        {MY_DATA_TEXTS.title}
      </h3>
      <p className="privacy-section__intro">{MY_DATA_TEXTS.intro}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-light"
          disabled={download.isPending}
          onClick={() => download.mutate('json')}
        >
          {preparing('json') ? MY_DATA_TEXTS.preparing : MY_DATA_TEXTS.download}
        </button>
        <button
          type="button"
          className="btn btn-outline-light"
          disabled={download.isPending}
          onClick={() => download.mutate('zip')}
        >
          {preparing('zip') ? MY_DATA_TEXTS.preparing : MY_DATA_TEXTS.downloadZip}
        </button>
      </div>
    </section>
  );
}
