import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link } from 'react-router-dom';
import '../../features/content/content.css';
import { PageSection } from '../../components/page-section';

// The guides themselves (public/resources/*.txt) are in English.
const GUIDES = [
  { id: 'passport', file: '/resources/passport-renewal-checklist.txt' },
  { id: 'hca', file: '/resources/preparing-for-the-hca-exam.txt' },
  { id: 'bank', file: '/resources/opening-a-diaspora-bank-account.txt' },
  { id: 'attestation', file: '/resources/document-attestation-guide.txt' },
  { id: 'birth', file: '/resources/registering-a-birth-abroad.txt' },
] as const;

const LINKS = ['embassy', 'ecitizen', 'hcaDirectory', 'equity'] as const;

export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  return (
    <div className="prose-page">
      <PageSection className="prose" title={t('title')}>
        <p className="page__lead">{t('lead')}</p>
      </PageSection>

      <section aria-labelledby="guides-title">
        <h2 id="guides-title">{t('guidesTitle')}</h2>
        <ul className="resource-list">
          {GUIDES.map((guide) => (
            <li key={guide.file} className="card">
              <h3>{t(`guides.${guide.id}.title`)}</h3>
              <p>{t(`guides.${guide.id}.body`)}</p>
              <p>
                <a href={guide.file} download>
                  {t(`guides.${guide.id}.download`)}
                </a>{' '}
                <span className="field__helper">{t('textFile')}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="links-title" className="prose">
        <h2 id="links-title">{t('linksTitle')}</h2>
        <p>{t('linksNote')}</p>
        <ul className="resource-list">
          {LINKS.map((id) => (
            <li key={id} className="card">
              <h3>{t(`links.${id}.title`)}</h3>
              <p>{t(`links.${id}.body`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <RichText
            text={t('help')}
            components={{ contact: <Link to="/contact" />, book: <Link to="/book-appointment" /> }}
          />
        </p>
      </section>
    </div>
  );
}
