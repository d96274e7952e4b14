/**
 * My Account's "Your data" (GDPR articles 15 and 20; issue 28, decision 0051): downloads the JSON copy of
 * everything Arena holds about the player (`GET /api/my-data`) as a file.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';

export const MY_DATA_TEXTS = {
  title: 'Your data',
  intro:
    'Download a copy of everything Arena holds about you: your profile, teams, entries, matches, messages, payments, wallet, notifications and sessions, as a JSON file.',
  download: 'Download my data',
  preparing: 'Preparing…',
  downloaded: 'Your data has been downloaded.',
} as const;

interface MyDataAnswer {
  data: { generated_at: string; account: { player_id?: unknown } };
}

/** Saves `text` as a file the way a download link would. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function MyDataSection() {
  const download = useMutation({
    mutationFn: () => apiRequest<MyDataAnswer>('/api/my-data'),
    onSuccess: (answer) => {
      const day = answer.data.generated_at.slice(0, 10);
      saveFile(
        `arena-my-data-${String(answer.data.account.player_id ?? 'account')}-${day}.json`,
        JSON.stringify(answer.data, null, 2),
      );
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
