import { MESSAGES } from '@centre/domain/messages';
import { PagePlaceholder } from '../../components/page-placeholder';

export default function CreateTaskPage() {
  return <PagePlaceholder note={MESSAGES.placeholderSoon} />;
}
