import { PagePlaceholder } from '../../components/page-placeholder';

export default function CreateTaskPage() {
  return <PagePlaceholder note="implementedSoon" />;
}
