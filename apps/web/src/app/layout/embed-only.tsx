/** What the framable copy of the app (/embed, decision 0061) shows at any address but an overlay or the embed. */
import { useT } from '../../lib/i18n/i18n-provider';

export function EmbedOnly() {
  const { t } = useT();
  return (
    <main className="container py-4">
      <h1 className="visually-hidden">Arena</h1>
      <p className="mb-0">
        <a href={`${window.location.origin}/`} target="_blank" rel="noopener noreferrer">
          {t('layout.embed.open')}
        </a>
      </p>
    </main>
  );
}
