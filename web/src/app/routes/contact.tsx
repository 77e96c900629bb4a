import { StaffPage } from '../../components/staff-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { BANK_DESK_HOURS } from '../../features/content/centre-info';
import { ContactDetails } from '../../features/content/components/contact-details';
import { OpeningHours } from '../../features/content/components/opening-hours';
import '../../features/content/content.css';

export default function ContactPage() {
  return (
    <>
      <StaffPage>
        <p className="page__lead">
          Ask a question, tell us about a problem or give feedback. We answer every message within
          two working days. For anything urgent, call us during opening hours.
        </p>
      </StaffPage>
      <div className="info-grid">
        <ContactForm />
        <aside aria-labelledby="reach-us-title" className="card">
          <h2 id="reach-us-title">Other ways to reach us</h2>
          <ContactDetails />
          <h3>Opening hours</h3>
          <OpeningHours />
          <p className="field__helper">Equity Bank desk: {BANK_DESK_HOURS}.</p>
        </aside>
      </div>
    </>
  );
}
