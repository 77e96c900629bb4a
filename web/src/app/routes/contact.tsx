import { PagePlaceholder } from '../../components/page-placeholder';

export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
