/**
 * My Account's "Your data" (GDPR articles 15 and 20; issue 28, decision 0051): downloads the JSON copy of
 * everything Arena holds about the player (`GET /api/my-data`) as a file.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadDataExport } from '../../../lib/data-export';
import { showSuccess } from '../../../lib/toast';

export const MY_DATA_TEXTS = {
  title: 'Your data',
  intro:
    'Download a copy of everything Arena holds about you: your profile, teams, entries, matches, messages, payments, wallet, notifications and sessions, as a JSON file.',
  download: 'Download my data',
  preparing: 'Preparing…',
  downloaded: 'Your data has been downloaded.',
} as const;

export function MyDataSection() {
  const download = useMutation({
    mutationFn: () => downloadDataExport('/api/my-data', 'arena-my-data'),
    onSuccess: () => {
      showSuccess(MY_DATA_TEXTS.downloaded);
    },
  });

  return (
    <section className="privacy-section mt-4" aria-labelledby="my-data-title">
      <h3 id="my-data-title" className="privacy-section__title">
        {MY_DATA_TEXTS.title}
      </h3>
      <p className="privacy-section__intro">{MY_DATA_TEXTS.intro}</p>
      <button
        type="button"
        className="btn btn-outline-light"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? MY_DATA_TEXTS.preparing : MY_DATA_TEXTS.download}
      </button>
    </section>
  );
}
