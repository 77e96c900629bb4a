import { FIELD_LIMITS } from '@centre/domain/applications';
import { CONTACT_SUBJECTS } from '@centre/domain/contact';
import { z } from 'zod';
import { isValueOf, type ValueOf } from '../../lib/is-one-of';

export const CONTACT_MESSAGE_MAX = 2000;

/**
 * The schema's messages are keys of the contact namespace: the form shows
 * t(message, CONTACT_MESSAGE_VALUES), so one schema serves both languages.
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'form.errors.nameRequired',
  nameTooLong: 'form.errors.nameTooLong',
  emailInvalid: 'form.errors.emailInvalid',
  phoneInvalid: 'form.errors.phoneInvalid',
  subjectRequired: 'form.errors.subjectRequired',
  messageRequired: 'form.errors.messageRequired',
  messageTooLong: 'form.errors.messageTooLong',
} as const;

export type ContactMessage = ValueOf<typeof CONTACT_MESSAGES>;

/** The numbers the messages name. */
export const CONTACT_MESSAGE_VALUES = {
  nameMax: FIELD_LIMITS.name,
  messageMax: CONTACT_MESSAGE_MAX,
};

export const isContactMessage = isValueOf(CONTACT_MESSAGES);

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
