import { ExamSessionsList } from '../../features/exam-booking/components/exam-sessions-list';

/** /hca-exam-booking and /services/hca-exam-booking (one page id). */
export default function HcaExamBookingPage() {
  return <ExamSessionsList registrationPath="/services/hca-exam-registration" />;
}
