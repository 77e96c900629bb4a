import { Dialog } from '../../../components/form-dialog';
import { LoginForm } from './login-form';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

export function LoginModal({ open, onClose }: LoginModalProps) {
  return (
    <Dialog
      open={open}
      title="Sign in"
      description="Staff sign-in for the Jamii Service Centre back office."
      onClose={onClose}
      closeOnOutsidePress
    >
      <LoginForm idPrefix="login-modal" onSignedIn={onClose} />
    </Dialog>
  );
}
