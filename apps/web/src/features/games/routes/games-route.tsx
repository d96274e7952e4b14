/** /game 'ESports Games': banner now; the game grid arrives with the games issue. */
import { GuestActions } from '../../../components/guest-actions';
import { PageBanner } from '../../../components/page-banner';

export function GamesRoute() {
  return (
    <>
      <title>Arena | ESports Games</title>
      <PageBanner
        eyebrow="Pick your battlefield"
        title="ESports Games"
        subtitle="Every title we run brackets for. Choose a game to see its tournaments."
      >
        <GuestActions />
      </PageBanner>
      <div className="container page-body" />
    </>
  );
}
