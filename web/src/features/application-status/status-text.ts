import type { ApplicationStatus } from '@centre/domain/applications';

/** Each status in plain words: a short label and what it means for the applicant. */
export const STATUS_TEXT: Record<ApplicationStatus, { label: string; meaning: string }> = {
  submitted: {
    label: 'Received',
    meaning: 'We have your application. A case worker will start reviewing it soon.',
  },
  in_review: {
    label: 'In review',
    meaning: 'A case worker is checking your application and documents.',
  },
  awaiting_info: {
    label: 'We need more information',
    meaning:
      'We have contacted you by email or phone about what is missing. Reply or visit the centre with it so we can continue.',
  },
  approved: {
    label: 'Approved',
    meaning: 'Your application has been approved. We will tell you about the next step.',
  },
  rejected: {
    label: 'Not approved',
    meaning:
      'Your application was not approved. We will contact you to explain why and what you can do.',
  },
  completed: {
    label: 'Completed',
    meaning: 'Your application is finished. Nothing more is needed from you.',
  },
  withdrawn: {
    label: 'Withdrawn',
    meaning: 'This application was withdrawn and will not be processed.',
  },
};

export const NOT_FOUND_ANSWER =
  'We could not find an application with that reference and date of birth.';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** An ISO date from the callable as "3 March 2026"; '' when missing or unreadable. */
export function formatAnswerDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
