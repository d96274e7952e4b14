/** /contactus 'Contact Us': banner and social accounts now; the form arrives with the pages issue. */
import { PageBanner } from '../../../components/page-banner';
import { SocialLinksList } from '../../../components/social-links-list';

export function ContactRoute() {
  return (
    <>
      <title>Arena | Contact Us</title>
      <PageBanner
        eyebrow="Get in touch"
        title="Contact Us"
        subtitle="Questions, partnerships or a tournament for your community: we are listening."
      />
      <div className="container page-body">
        <SocialLinksList withNames className="social-links--large" />
      </div>
    </>
  );
}
