import { PagePlaceholder } from '../../components/page-placeholder';

export default function HcaExamBookingPage() {
  return <PagePlaceholder title="HCA Exam Booking" />;
}
