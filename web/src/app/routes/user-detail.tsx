import { PagePlaceholder } from '../../components/page-placeholder';

export default function UserDetailPage() {
  return <PagePlaceholder title="User" />;
}
