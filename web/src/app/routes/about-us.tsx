import { PagePlaceholder } from '../../components/page-placeholder';

export default function AboutUsPage() {
  return <PagePlaceholder title="About Us" />;
}
