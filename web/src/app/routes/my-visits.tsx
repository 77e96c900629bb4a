import { PagePlaceholder } from '../../components/page-placeholder';

export default function MyVisitsPage() {
  return <PagePlaceholder />;
}
