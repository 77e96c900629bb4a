import { PagePlaceholder } from '../../components/page-placeholder';

export default function MyAssignmentsPage() {
  return <PagePlaceholder />;
}
