/** #/admin/pages: the terms and privacy pages, and the about-us entries. */
import { useAboutEntries } from '../api/get-about-entries';
import { useContentPages } from '../api/get-content-pages';
import { AboutEntriesForm } from '../components/about-entries-form';
import { AdminPage, AdminSection } from '../components/admin-page';
import { CONTENT_PAGE_LABEL, ContentPageForm } from '../components/content-page-form';
import { ErrorState, LoadingState } from '../components/loading-state';
import { useAdminPeopleT } from '../i18n-people';

export function AdminPagesRoute() {
  const { t } = useAdminPeopleT();
  const pages = useContentPages();
  const about = useAboutEntries();
  return (
    <AdminPage title={t('adminPeople.pages.title')} lead={t('adminPeople.pages.lead')}>
      {pages.isPending ? (
        <LoadingState label={t('adminPeople.pages.loading')} />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        pages.data.map((page) => (
          <AdminSection key={page.key} title={t(CONTENT_PAGE_LABEL[page.key])}>
            <ContentPageForm page={page} />
          </AdminSection>
        ))
      )}
      <AdminSection title={t('adminPeople.pages.about')}>
        {about.isPending ? (
          <LoadingState label={t('adminPeople.pages.loadingAbout')} />
        ) : about.isError ? (
          <ErrorState error={about.error} onRetry={() => void about.refetch()} />
        ) : (
          <AboutEntriesForm entries={about.data} />
        )}
      </AdminSection>
    </AdminPage>
  );
}
