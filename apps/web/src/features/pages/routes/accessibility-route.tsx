/**
 * /accessibility: Arena's accessibility statement (issue 29; the European Accessibility Act expects one from a
 * consumer service that takes payments). Static: what Arena meets, how it is checked, what does not meet it yet,
 * how to tell us, and where to turn when our answer is not enough. Linked from the footer of every page.
 */
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { routes } from '../../../lib/routes';
import '../pages.css';

/** When the statement was last reviewed against the product; change it with the text. */
const REVIEWED = '28 November 2026';

const canDo = [
  'use every screen, for players and organisers, with a keyboard alone, with the focus always visible',
  'use Arena on a phone or at 400% zoom without scrolling sideways',
  'follow a bracket as a table of its matches, read by screen readers, as well as a picture',
  'sign in with a passkey, or paste your password from a password manager: no puzzle to solve',
  'stop animations by asking your system for reduced motion',
  'read every text in high contrast, and every status in words, not colour alone',
];

const limitations = [
  'Some screens, e-mails and messages are in English only while we translate Arena into German, French, Spanish, Italian and Polish.',
  "Paying with PayPal opens PayPal's own window, which follows PayPal's accessibility, not ours.",
  'Banners and logos that organisers and teams upload have no description beyond the tournament or team name they show.',
];

export function AccessibilityRoute() {
  return (
    <>
      <title>Arena | Accessibility</title>
      <PageBanner eyebrow="Legal" title="Accessibility statement" subtitle={`Last reviewed ${REVIEWED}`} />
      <div className="container page-body">
        <article className="legal-card legal-text">
          <p className="lead">
            Arena wants every player and organiser to be able to use it, whatever device, browser or assistive
            technology they use.
          </p>
          <section>
            <h2>How accessible Arena is</h2>
            <p>
              Arena aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard
              the European Accessibility Act points to through EN 301 549. It partially meets it: the parts
              that do not yet are listed below.
            </p>
            <p>You should be able to:</p>
            <ul>
              {canDo.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>How we check</h2>
            <p>
              Every screen is checked at phone and desktop widths with the axe accessibility engine, WCAG 2.2
              rules included, on every change we make, and tried with the keyboard alone. The home page, the
              tournament list and the tournament page are also measured with Lighthouse.
            </p>
          </section>
          <section>
            <h2>What is not accessible yet</h2>
            <ul>
              {limitations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>Tell us</h2>
            <p>
              If something stops you from using Arena, or you need something in another format, write to us
              through the <Link to={routes.contactUs.href()}>Contact Us</Link> page. We answer within 5
              working days and, meanwhile, help you do what you came to do another way.
            </p>
          </section>
          <section>
            <h2>If our answer is not enough</h2>
            <p>
              You can turn to the authority that enforces the European Accessibility Act in your country (its
              market surveillance authority for accessibility), or to a consumer body.
            </p>
          </section>
          <section>
            <h2>About this statement</h2>
            <p className="mb-0">
              We prepared this statement from our own assessment and last reviewed it on {REVIEWED}. We review
              it whenever a change touches how Arena is used.
            </p>
          </section>
        </article>
      </div>
    </>
  );
}
