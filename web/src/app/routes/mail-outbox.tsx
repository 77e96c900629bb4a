import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { MailOutbox } from '../../features/mail-outbox/components/mail-outbox';

// As lib/firebase.ts decides it: `vite` dev and `vite build --mode emulator` use the emulators.
const USE_EMULATORS = import.meta.env.VITE_USE_EMULATORS === 'true';

export default function MailOutboxPage() {
  const { user } = useAuthSession();
  return (
    <StaffPage>
      <MailOutbox currentUser={user} showSinkNote={USE_EMULATORS} />
    </StaffPage>
  );
}
