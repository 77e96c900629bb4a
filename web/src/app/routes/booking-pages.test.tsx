import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import AppointmentPage from './appointment';
import BookAppointmentPage from './book-appointment';
import HcaExamBookingPage from './hca-exam-booking';
import HcaExamBookingApplyPage from './hca-exam-booking-apply';
import HcaExamRegistrationPage from './hca-exam-registration';

// The pages only compose features: the features are stand-ins that print their props.
vi.mock('../../features/booking/components/book-appointment-flow', () => ({
  BookAppointmentFlow: (props: { initialServiceId: string | null; location: string }) => (
    <p>
      flow service={String(props.initialServiceId)} at {props.location}
    </p>
  ),
}));
vi.mock('../../features/booking/components/appointment-view', () => ({
  AppointmentView: ({ appointmentId }: { appointmentId: string }) => <p>view {appointmentId}</p>,
}));
vi.mock('../../features/application-form/components/application-form-page', () => ({
  ApplicationFormPage: ({ serviceId }: { serviceId: string }) => <p>application {serviceId}</p>,
}));
vi.mock('../../features/application-form/live-environment', () => ({
  getLiveApplicationFormEnvironment: () => ({}),
}));
vi.mock('../../features/exam-booking/components/exam-sessions-list', () => ({
  ExamSessionsList: ({ registrationPath }: { registrationPath: string }) => (
    <p>sessions, register at {registrationPath}</p>
  ),
}));
vi.mock('../../features/exam-booking/components/exam-seat-form', () => ({
  ExamSeatForm: ({ initialSessionId }: { initialSessionId: string | null }) => (
    <p>seat form session={String(initialSessionId)}</p>
  ),
}));

function renderAt(path: string, pattern: string, element: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('booking pages', () => {
  it('preselects ?service= on /book-appointment and gives the centre address', () => {
    renderAt('/book-appointment?service=national-id', '/book-appointment', <BookAppointmentPage />);
    expect(
      screen.getByText(/flow service=national-id at Jamii Service Centre, Unit 4/),
    ).toBeVisible();
  });

  it('accepts ?serviceId= as the application form links with it', () => {
    renderAt('/book-appointment?serviceId=banking', '/book-appointment', <BookAppointmentPage />);
    expect(screen.getByText(/flow service=banking/)).toBeVisible();
  });

  it('shows the appointment of the path', () => {
    renderAt('/appointment/appt-9', '/appointment/:appointmentId', <AppointmentPage />);
    expect(screen.getByText('view appt-9')).toBeVisible();
  });

  it('makes the HCA registration the hca-exam application form, with the reference explained', () => {
    renderAt('/hca-exam-registration', '/hca-exam-registration', <HcaExamRegistrationPage />);
    expect(screen.getByText('application hca-exam')).toBeVisible();
    expect(screen.getByText(/you need that reference and your date of birth/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'book an exam seat' })).toHaveAttribute(
      'href',
      '/services/hca-exam-booking',
    );
  });

  it('lists the sessions with a way to register', () => {
    renderAt('/hca-exam-booking', '/hca-exam-booking', <HcaExamBookingPage />);
    expect(screen.getByText('sessions, register at /services/hca-exam-registration')).toBeVisible();
  });

  it('preselects ?session= on the seat form', () => {
    renderAt(
      '/services/hca-exam-booking/apply?session=session-2',
      '/services/hca-exam-booking/apply',
      <HcaExamBookingApplyPage />,
    );
    expect(screen.getByText('seat form session=session-2')).toBeVisible();
  });
});
