import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { Link } from 'react-router-dom';
import { CENTRE } from '../../features/content/centre-info';
import '../../features/content/content.css';
import { PageSection } from '../../components/page-section';
import {
  ItemList,
  TextSections,
  useLongDate,
} from '../../features/content/components/document-blocks';

const LAST_UPDATED = new Date(2026, 10, 1);

const COLLECTED = ['applications', 'documents', 'appointments', 'messages', 'technical'] as const;
const PURPOSES = ['process', 'identity', 'appointments', 'answer', 'law'] as const;
const RETENTION = ['applications', 'appointments', 'messages', 'law'] as const;
const RIGHTS = ['copy', 'correct', 'delete', 'stop', 'withdraw'] as const;

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const updated = useLongDate(LAST_UPDATED);
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
      <TextSections
        ids={COLLECTED}
        heading="h3"
        title={(id) => t(`collect.${id}.title`)}
        body={(id) => t(`collect.${id}.body`)}
      />

      <h2>{t('why.title')}</h2>
      <ItemList ids={PURPOSES} text={(id) => t(`why.${id}`)} />
      <p>{t('why.basis')}</p>

      <h2>{t('share.title')}</h2>
      <p>{t('share.body', centre)}</p>

      <h2>{t('keep.title')}</h2>
      <ItemList ids={RETENTION} text={(id) => t(`keep.${id}`)} />

      <h2>{t('protect.title')}</h2>
      <p>{t('protect.body')}</p>

      <h2>{t('rights.title')}</h2>
      <p>{t('rights.intro')}</p>
      <ItemList ids={RIGHTS} text={(id) => t(`rights.${id}`)} />
      <p>
        <RichText text={t('rights.request')} components={{ contact: <Link to="/contact" /> }} />
      </p>

      <h2>{t('changes.title')}</h2>
      <p>{t('changes.body')}</p>
    </PageSection>
  );
}
