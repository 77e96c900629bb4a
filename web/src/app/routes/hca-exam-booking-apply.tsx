import { PagePlaceholder } from '../../components/page-placeholder';

export default function HcaExamBookingApplyPage() {
  return <PagePlaceholder title="Book an HCA Exam Seat" />;
}
