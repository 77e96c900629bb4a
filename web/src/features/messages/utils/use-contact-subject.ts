import { contactSubjectKey } from '@centre/domain/contact';
import { useTranslation } from 'react-i18next';

/**
 * A contact message's subject in the page's language: the words the contact form showed for it
 * (the `contact` namespace), or the stored words for a subject the form never offered.
 */
export function useContactSubject(): (subject: string) => string {
  const { t } = useTranslation('contact');
  return (subject) => {
    const key = contactSubjectKey(subject);
    return key ? t(`form.subjects.${key}`) : subject;
  };
}
