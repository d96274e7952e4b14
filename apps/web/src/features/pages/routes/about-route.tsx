/** /aboutus: banner now; the page content from the server arrives with the pages issue. */
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { routes } from '../../../lib/routes';

export function AboutRoute() {
  return (
    <>
      <title>Arena | About Us</title>
      <PageBanner
        eyebrow="Who we are"
        title="About Us"
        subtitle="Esports tournaments for the European pro and community gaming scene."
      >
        <Link to={routes.tournaments.href()} className="btn btn-accent btn-lg">
          Learn More
        </Link>
      </PageBanner>
      <div className="container page-body" />
    </>
  );
}
