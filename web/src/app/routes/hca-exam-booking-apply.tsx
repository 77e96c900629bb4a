import { useSearchParams } from 'react-router-dom';
import { ExamSeatForm } from '../../features/exam-booking/components/exam-seat-form';

export default function HcaExamBookingApplyPage() {
  const [params] = useSearchParams();
  return (
    <ExamSeatForm
      initialSessionId={params.get('session')}
      registrationPath="/services/hca-exam-registration"
      sessionsPath="/services/hca-exam-booking"
    />
  );
}
