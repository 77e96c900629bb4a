import { PagePlaceholder } from '../../components/page-placeholder';

export default function HcaExamRegistrationPage() {
  return <PagePlaceholder title="HCA Exam Registration" />;
}
