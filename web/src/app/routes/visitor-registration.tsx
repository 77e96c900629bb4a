import { PagePlaceholder } from '../../components/page-placeholder';

export default function VisitorRegistrationPage() {
  return <PagePlaceholder />;
}
