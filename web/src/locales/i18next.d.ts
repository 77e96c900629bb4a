// Type-checked keys: `t('header.login')` compiles only when the English file has that key.
// Add one line per namespace (web/src/locales/README.md).
import type aboutUs from './en/about-us.json';
import type applicationForm from './en/application-form.json';
import type applicationStatus from './en/application-status.json';
import type applications from './en/applications.json';
import type appointments from './en/appointments.json';
import type auth from './en/auth.json';
import type banking from './en/banking.json';
import type bankServices from './en/bank-services.json';
import type bankClient from './en/bank-client.json';
import type booking from './en/booking.json';
import type commissions from './en/commissions.json';
import type common from './en/common.json';
import type contact from './en/contact.json';
import type content from './en/content.json';
import type dashboard from './en/dashboard.json';
import type examBooking from './en/exam-booking.json';
import type hcaExamRegistration from './en/hca-exam-registration.json';
import type home from './en/home.json';
import type jobs from './en/jobs.json';
import type licenseRenewal from './en/license-renewal.json';
import type licenceRenewals from './en/licence-renewals.json';
import type labels from './en/labels.json';
import type login from './en/login.json';
import type mailOutbox from './en/mail-outbox.json';
import type messages from './en/messages.json';
import type myAssignments from './en/my-assignments.json';
import type privacy from './en/privacy.json';
import type reports from './en/reports.json';
import type resources from './en/resources.json';
import type services from './en/services.json';
import type tasks from './en/tasks.json';
import type staffMessages from './en/staff-messages.json';
import type terms from './en/terms.json';
import type users from './en/users.json';
import type queueDisplay from './en/queue-display.json';
import type visitorRegistration from './en/visitor-registration.json';
import type visits from './en/visits.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'about-us': typeof aboutUs;
      'application-form': typeof applicationForm;
      'application-status': typeof applicationStatus;
      applications: typeof applications;
      appointments: typeof appointments;
      auth: typeof auth;
      banking: typeof banking;
      'bank-services': typeof bankServices;
      'bank-client': typeof bankClient;
      booking: typeof booking;
      commissions: typeof commissions;
      common: typeof common;
      contact: typeof contact;
      content: typeof content;
      dashboard: typeof dashboard;
      'exam-booking': typeof examBooking;
      'hca-exam-registration': typeof hcaExamRegistration;
      home: typeof home;
      jobs: typeof jobs;
      'license-renewal': typeof licenseRenewal;
      'licence-renewals': typeof licenceRenewals;
      'mail-outbox': typeof mailOutbox;
      labels: typeof labels;
      login: typeof login;
      messages: typeof messages;
      'my-assignments': typeof myAssignments;
      privacy: typeof privacy;
      reports: typeof reports;
      resources: typeof resources;
      services: typeof services;
      tasks: typeof tasks;
      'staff-messages': typeof staffMessages;
      terms: typeof terms;
      users: typeof users;
      'queue-display': typeof queueDisplay;
      'visitor-registration': typeof visitorRegistration;
      visits: typeof visits;
    };
  }
}
