import { useTranslation } from 'react-i18next';
import { CENTRE } from '../centre-info';

/** Address, phone and email, as an address element with links a phone can act on. */
export function ContactDetails() {
  const { t } = useTranslation('content');
  return (
    <address className="contact-details">
      <p>
        {CENTRE.name}
        {CENTRE.addressLines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </p>
      <p>
        {t('phone')} <a href={CENTRE.phoneHref}>{CENTRE.phone}</a>
        <br />
        {t('email')} <a href={`mailto:${CENTRE.email}`}>{CENTRE.email}</a>
      </p>
    </address>
  );
}
