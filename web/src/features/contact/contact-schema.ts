import { FIELD_LIMITS } from '@centre/domain/applications';
import { z } from 'zod';

export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_SUBJECTS = [
  'General question',
  'Services and applications',
  'Appointments',
  'Banking with Equity Bank',
  'HCA exam',
  'Jobs',
  'Feedback or complaint',
] as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name must be ${FIELD_LIMITS.name} characters or fewer.`,
  emailInvalid: 'Enter an email address like name@example.com.',
  phoneInvalid: 'Enter a phone number using digits, spaces, brackets, - and + only.',
  subjectRequired: 'Choose what your message is about.',
  messageRequired: 'Enter your message.',
  messageTooLong: `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer.`,
} as const;

export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(FIELD_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z.string().trim().pipe(z.email(CONTACT_MESSAGES.emailInvalid).max(FIELD_LIMITS.email)),
  phone: z
    .string()
    .trim()
    .max(FIELD_LIMITS.phone, CONTACT_MESSAGES.phoneInvalid)
    .refine(
      (value) => value === '' || /^[+0-9 ()-]{7,}$/.test(value),
      CONTACT_MESSAGES.phoneInvalid,
    ),
  subject: z.enum(CONTACT_SUBJECTS, CONTACT_MESSAGES.subjectRequired),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});

/** What the form holds (subject '' until one is chosen). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactFormData = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
