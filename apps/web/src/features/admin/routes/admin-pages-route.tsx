/** #/admin/pages: the terms and privacy pages, and the about-us entries. */
import { useAboutEntries } from '../api/get-about-entries';
import { useContentPages } from '../api/get-content-pages';
import { AboutEntriesForm } from '../components/about-entries-form';
import { AdminPage, AdminSection } from '../components/admin-page';
import { CONTENT_PAGE_LABEL, ContentPageForm } from '../components/content-page-form';
import { ErrorState, LoadingState } from '../components/loading-state';

export function AdminPagesRoute() {
  const pages = useContentPages();
  const about = useAboutEntries();
  return (
    <AdminPage title="Pages" lead="HTML is cleaned of anything executable before it is saved.">
      {pages.isPending ? (
        <LoadingState label="the pages" />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        pages.data.map((page) => (
          <AdminSection key={page.key} title={CONTENT_PAGE_LABEL[page.key]}>
            <ContentPageForm page={page} />
          </AdminSection>
        ))
      )}
      <AdminSection title="About us">
        {about.isPending ? (
          <LoadingState label="the about-us entries" />
        ) : about.isError ? (
          <ErrorState error={about.error} onRetry={() => void about.refetch()} />
        ) : (
          <AboutEntriesForm entries={about.data} />
        )}
      </AdminSection>
    </AdminPage>
  );
}
