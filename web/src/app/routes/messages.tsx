import { PagePlaceholder } from '../../components/page-placeholder';

export default function MessagesPage() {
  return <PagePlaceholder />;
}
