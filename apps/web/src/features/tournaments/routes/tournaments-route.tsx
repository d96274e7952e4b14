/** /tournament: banner now; tabs, search, filter and cards arrive with the tournaments issue. */
import { GuestActions } from '../../../components/guest-actions';
import { PageBanner } from '../../../components/page-banner';

export function TournamentsRoute() {
  return (
    <>
      <title>Arena | Tournaments</title>
      <PageBanner
        eyebrow="Brackets open now"
        title="Tournaments"
        subtitle="Weekly 1v1 to 4v4 cups and the monthly VIP elite tournament."
      >
        <GuestActions />
      </PageBanner>
      <div className="container page-body" />
    </>
  );
}
