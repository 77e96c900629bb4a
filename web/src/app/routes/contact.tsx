import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactDetails } from '../../features/content/components/contact-details';
import { BankDeskHours, OpeningHours } from '../../features/content/components/opening-hours';
import '../../features/content/content.css';
import { PageSection } from '../../components/page-section';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageSection title={t('title')}>
        <p className="page__lead">{t('lead')}</p>
      </PageSection>
      <div className="info-grid">
        <ContactForm />
        <aside aria-labelledby="reach-us-title" className="card">
          <h2 id="reach-us-title">{t('reachUs')}</h2>
          <ContactDetails />
          <h3>{t('openingHours')}</h3>
          <OpeningHours />
          <p className="field__helper">
            {t('bankDesk')} <BankDeskHours />.
          </p>
        </aside>
      </div>
    </>
  );
}
