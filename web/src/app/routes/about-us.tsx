import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import { ContactDetails } from '../../features/content/components/contact-details';
import { BankDeskHours, OpeningHours } from '../../features/content/components/opening-hours';
import '../../features/content/content.css';

const OFFERS = ['documents', 'licences', 'hca', 'jobs', 'banking'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('about-us');
  const names = { centre: CENTRE.name, bank: CENTRE.partnerBank };
  return (
    <article className="prose" aria-labelledby="page-title">
      <p className="page__eyebrow">{t('eyebrow')}</p>
      <h1 id="page-title" className="page__title">
        {t('title')}
      </h1>
      <p className="page__lead">{t('lead', names)}</p>

      <h2>{t('whoTitle')}</h2>
      <p>{t('whoBody')}</p>

      <h2>{t('offerTitle')}</h2>
      <ul>
        {OFFERS.map((id) => (
          <li key={id}>{t(`offer.${id}`, names)}</li>
        ))}
      </ul>
      <p>
        <RichText
          text={t('online')}
          components={{
            services: <Link to="/services" />,
            book: <Link to="/book-appointment" />,
          }}
        />
      </p>

      <h2>{t('partnerTitle', names)}</h2>
      <p>
        {t('partnerBody', names)} <BankDeskHours />.
      </p>

      <div className="info-grid">
        <section className="card" aria-labelledby="hours-title">
          <h2 id="hours-title">{t('openingHours')}</h2>
          <OpeningHours />
        </section>
        <section className="card" aria-labelledby="address-title">
          <h2 id="address-title">{t('address')}</h2>
          <ContactDetails />
          <p>{t('access')}</p>
        </section>
      </div>
    </article>
  );
}
