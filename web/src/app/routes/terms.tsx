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

const SECTIONS = ['services', 'fees'] as const;
const RESPONSIBILITIES = ['truth', 'documents', 'reference', 'access'] as const;
const MORE_SECTIONS = ['submissions', 'availability', 'liability'] as const;

export default function TermsPage() {
  const { t } = useTranslation('terms');
  const updated = useLongDate(LAST_UPDATED);
  return (
    <PageSection as="article" className="prose" title={t('title')}>
      <p className="page__updated">{t('updated', { date: updated })}</p>
      <p className="page__lead">{t('lead', { centre: CENTRE.name })}</p>

      <TextSections
        ids={SECTIONS}
        title={(id) => t(`${id}.title`)}
        body={(id) => t(`${id}.body`)}
      />

      <h2>{t('responsibilities.title')}</h2>
      <ItemList ids={RESPONSIBILITIES} text={(id) => t(`responsibilities.${id}`)} />

      <TextSections
        ids={MORE_SECTIONS}
        title={(id) => t(`${id}.title`)}
        body={(id) => t(`${id}.body`)}
      />

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
