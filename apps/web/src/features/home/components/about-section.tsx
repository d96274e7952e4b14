import '../home.css';
import './about-section.css';
/** About: who Arena is for and what it runs. */
export function AboutSection() {
  return (
    <section id="about-us" className="home-section" aria-labelledby="about-title">
      <div className="container">
        <div className="row gy-4 gx-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="section-eyebrow">About us</p>
            <h2 id="about-title" className="section-title">
              Built for the European pro and community scene
            </h2>
            <p>
              Arena runs competitive tournaments for gamers across the EU, every week of the year. Pick your
              format, bring your squad, and play for prize pools that pay out straight into your wallet.
            </p>
            <p className="mb-0">
              Want a tournament for your own community or brand? We host tournaments on request: talk to us in
              our Discord community.
            </p>
          </div>
          <div className="col-12 col-lg-6">
            <ul className="feature-list list-unstyled mb-0">
              <li>
                <strong>Weekly cups</strong>
                <span>1v1, 2v2, 3v3 and 4v4 brackets every week.</span>
              </li>
              <li>
                <strong>Monthly VIP elite tournament</strong>
                <span>A VIP-only cup with the biggest prize pool of the month.</span>
              </li>
              <li>
                <strong>Fair play</strong>
                <span>Players must be 18 or older; one account, one seat per bracket.</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
