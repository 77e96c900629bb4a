import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import '../../features/content/content.css';
import { PageSection } from '../../components/page-section';

const LAST_UPDATED = new Date(2026, 10, 1);

const SECTIONS = ['services', 'fees'] as const;
const RESPONSIBILITIES = ['truth', 'documents', 'reference', 'access'] as const;
const MORE_SECTIONS = ['submissions', 'availability', 'liability'] as const;

export default function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    LAST_UPDATED,
  );
  return (
    <PageSection as="article" className="prose" title={t('title')}>
      <p className="page__updated">{t('updated', { date: updated })}</p>
      <p className="page__lead">{t('lead', { centre: CENTRE.name })}</p>

      {SECTIONS.map((id) => (
        <section key={id}>
          <h2>{t(`${id}.title`)}</h2>
          <p>{t(`${id}.body`)}</p>
        </section>
      ))}

      <h2>{t('responsibilities.title')}</h2>
      <ul>
        {RESPONSIBILITIES.map((id) => (
          <li key={id}>{t(`responsibilities.${id}`)}</li>
        ))}
      </ul>

      {MORE_SECTIONS.map((id) => (
        <section key={id}>
          <h2>{t(`${id}.title`)}</h2>
          <p>{t(`${id}.body`)}</p>
        </section>
      ))}

      <h2>{t('privacy.title')}</h2>
      <p>
        <RichText text={t('privacy.body')} components={{ privacy: <Link to="/privacy" /> }} />
      </p>

      <h2>{t('changes.title')}</h2>
      <p>
        <RichText
          text={t('changes.body', { email: CENTRE.email })}
          components={{
            contact: <Link to="/contact" />,
            mail: <a href={`mailto:${CENTRE.email}`}>{CENTRE.email}</a>,
          }}
        />
      </p>
    </PageSection>
  );
}
