import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import '../../features/content/content.css';
import { PageSection } from '../../components/page-section';

const LAST_UPDATED = new Date(2026, 10, 1);

const COLLECTED = ['applications', 'documents', 'appointments', 'messages', 'technical'] as const;
const PURPOSES = ['process', 'identity', 'appointments', 'answer', 'law'] as const;
const RETENTION = ['applications', 'appointments', 'messages', 'law'] as const;
const RIGHTS = ['copy', 'correct', 'delete', 'stop', 'withdraw'] as const;

export default function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    LAST_UPDATED,
  );
  const centre = {
    centre: CENTRE.name,
    address: CENTRE.addressLines.join(', '),
    phone: CENTRE.phone,
    email: CENTRE.email,
    bank: CENTRE.partnerBank,
  };
  return (
    <PageSection as="article" className="prose" title={t('title')}>
      <p className="page__updated">{t('updated', { date: updated })}</p>
      <p className="page__lead">{t('lead', centre)}</p>

      <h2>{t('who.title')}</h2>
      <p>
        <RichText
          text={t('who.body', centre)}
          components={{ mail: <a href={`mailto:${CENTRE.email}`}>{CENTRE.email}</a> }}
        />
      </p>

      <h2>{t('collect.title')}</h2>
      {COLLECTED.map((id) => (
        <section key={id}>
          <h3>{t(`collect.${id}.title`)}</h3>
          <p>{t(`collect.${id}.body`)}</p>
        </section>
      ))}

      <h2>{t('why.title')}</h2>
      <ul>
        {PURPOSES.map((id) => (
          <li key={id}>{t(`why.${id}`)}</li>
        ))}
      </ul>
      <p>{t('why.basis')}</p>

      <h2>{t('share.title')}</h2>
      <p>{t('share.body', centre)}</p>

      <h2>{t('keep.title')}</h2>
      <ul>
        {RETENTION.map((id) => (
          <li key={id}>{t(`keep.${id}`)}</li>
        ))}
      </ul>

      <h2>{t('protect.title')}</h2>
      <p>{t('protect.body')}</p>

      <h2>{t('rights.title')}</h2>
      <p>{t('rights.intro')}</p>
      <ul>
        {RIGHTS.map((id) => (
          <li key={id}>{t(`rights.${id}`)}</li>
        ))}
      </ul>
      <p>
        <RichText text={t('rights.request')} components={{ contact: <Link to="/contact" /> }} />
      </p>

      <h2>{t('changes.title')}</h2>
      <p>{t('changes.body')}</p>
    </PageSection>
  );
}
