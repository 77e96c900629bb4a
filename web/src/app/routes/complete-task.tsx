import { PagePlaceholder } from '../../components/page-placeholder';

export default function CompleteTaskPage() {
  return <PagePlaceholder note="implementedSoon" />;
}
