import { PagePlaceholder } from '../../components/page-placeholder';

export default function ServiceApplicationPage() {
  return <PagePlaceholder title="Service Application" />;
}
