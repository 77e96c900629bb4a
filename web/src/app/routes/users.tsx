import { PagePlaceholder } from '../../components/page-placeholder';

export default function UsersPage() {
  return <PagePlaceholder title="Users" />;
}
