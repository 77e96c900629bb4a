import { PagePlaceholder } from '../../components/page-placeholder';

export default function TermsPage() {
  return <PagePlaceholder title="Terms of Use" />;
}
