import { PagePlaceholder } from '../../components/page-placeholder';

export default function TaskPage() {
  return <PagePlaceholder />;
}
