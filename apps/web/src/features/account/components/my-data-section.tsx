/**
 * My Account's "Your data" (GDPR articles 15 and 20; issue 28, decision 0051): downloads the JSON copy of
 * everything Arena holds about the player (`GET /api/my-data`) as a file, JSON or a ZIP with the pictures.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadDataExport, downloadDataZip } from '../../../lib/data-export';
import { showSuccess } from '../../../lib/toast';
import { useAccountT } from '../i18n';

export function MyDataSection() {
  const { t } = useAccountT();
  const download = useMutation({
    mutationFn: (format: 'json' | 'zip') =>
      format === 'zip'
        ? downloadDataZip('/api/my-data', 'arena-my-data')
        : downloadDataExport('/api/my-data', 'arena-my-data'),
    onSuccess: () => {
      showSuccess(t('account.myData.downloaded'));
    },
  });
  const preparing = (format: 'json' | 'zip') => download.isPending && download.variables === format;

  return (
    <section className="privacy-section mt-4" aria-labelledby="my-data-title">
      <h3 id="my-data-title" className="privacy-section__title">
        {t('account.myData.title')}
      </h3>
      <p className="privacy-section__intro">{t('account.myData.intro')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-light"
          disabled={download.isPending}
          onClick={() => download.mutate('json')}
        >
          {preparing('json') ? t('account.myData.preparing') : t('account.myData.download')}
        </button>
        <button
          type="button"
          className="btn btn-outline-light"
          disabled={download.isPending}
          onClick={() => download.mutate('zip')}
        >
          {preparing('zip') ? t('account.myData.preparing') : t('account.myData.downloadZip')}
        </button>
      </div>
    </section>
  );
}
