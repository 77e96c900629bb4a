import { MESSAGES } from '@centre/domain/messages';
import { PagePlaceholder } from '../../components/page-placeholder';

export default function CompleteTaskPage() {
  return <PagePlaceholder note={MESSAGES.placeholderSoon} />;
}
