import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/form-dialog';
import { LoginForm } from './login-form';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

export function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      title={t('modal.title')}
      description={t('modal.description')}
      onClose={onClose}
      closeOnOutsidePress
    >
      <LoginForm idPrefix="login-modal" onSignedIn={onClose} />
    </Dialog>
  );
}
