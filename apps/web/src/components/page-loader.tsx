/**
 * Shown while a route module loads. Its word is the global `layout` area's: the loader is part of the first script
 * (the boot shell), where a component area's file would add its whole catalogue.
 */
import { useT } from '../lib/i18n/i18n-provider';

export function PageLoader() {
  const { t } = useT();
  return (
    <div className="page-loader" role="status">
      <span className="spinner-border text-info" aria-hidden="true" />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </div>
  );
}
