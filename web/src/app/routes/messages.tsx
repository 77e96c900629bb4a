import { MessagesPage as Messages } from '../../features/messages/components/messages-page';
import { TitledSessionUserPage } from './session-user-page';

export default function MessagesPage() {
  return <TitledSessionUserPage>{(user) => <Messages currentUser={user} />}</TitledSessionUserPage>;
}
