import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@centre/domain/constants';
import { useAuthSessionActions, useAuthSessionIfStarted } from '../../features/auth/auth-session';
import { updateOwnPreferences } from '../../features/users/api/update-own-preferences';
import { LanguageSwitch } from './language-switch';

/**
 * The language choice of a restricted user (bank services only, docs/product.md §6.5), in their
 * Account menu: Account Settings, where staff choose it, is outside bank services. The page
 * switches at once; the choice is saved to their record (`language`), which the app applies at
 * every sign-in (StaffLanguage). Loaded only when such a user is signed in.
 */
export default function OwnLanguageSwitch() {
  const { t } = useTranslation('users');
  const { user } = useAuthSessionIfStarted();
  const { recordChanged } = useAuthSessionActions();
  const save = useMutation({
    mutationFn: (language: Language) =>
      user ? updateOwnPreferences(user.uid, { language }) : Promise.resolve(),
    onSuccess: (_result, language) => {
      if (user) recordChanged({ ...user, language });
    },
  });
  return (
    <div className="account-menu__language">
      <LanguageSwitch className="language-switch" onChosen={(language) => save.mutate(language)} />
      {save.isError && (
        <p className="account-menu__error" role="alert">
          {t('language.error')}
        </p>
      )}
    </div>
  );
}
