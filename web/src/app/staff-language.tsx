import { useEffect } from 'react';
import { useAuthSessionIfStarted } from '../features/auth/auth-session';
import { isLanguage, setLanguage } from '../lib/i18n';

/**
 * A signed-in user's `language` preference (users/{uid}.language) is the UI language: applied on
 * sign-in and whenever they change it (account settings updates the session's record).
 */
export function StaffLanguage() {
  const session = useAuthSessionIfStarted();
  const language = session.status === 'signedIn' ? session.user.language : null;
  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);
  return null;
}
