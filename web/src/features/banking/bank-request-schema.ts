import {
  BANK_MESSAGES,
  submitBankRequestInput,
  type SubmitBankRequestInput,
} from '@centre/domain/bank';
import type { z } from 'zod';

/**
 * The /banking form's schema is the callable's own (domain submitBankRequestInput) without what
 * the page adds when it sends (the request's id and the page's language): the form refuses what
 * the server would, with the same messages (the domain's English, shown translated by
 * lib/messages.ts).
 */
export const bankRequestFormSchema = submitBankRequestInput.omit({
  clientRequestId: true,
  language: true,
});

export type BankRequestFormData = z.output<typeof bankRequestFormSchema>;

/** What the form holds (product and contact time '' until one is chosen). */
export interface BankRequestFormValues {
  name: string;
  phone: string;
  email: string;
  countryOfResidence: string;
  product: string;
  preferredContactTime: string;
  consent: boolean;
}

export type BankRequestField = keyof BankRequestFormValues;

/** The fields in the order the form shows them (and the error summary lists them). */
export const BANK_REQUEST_FIELDS = [
  'name',
  'phone',
  'email',
  'countryOfResidence',
  'product',
  'preferredContactTime',
  'consent',
] as const satisfies readonly BankRequestField[];

export const EMPTY_BANK_REQUEST: BankRequestFormValues = {
  name: '',
  phone: '',
  email: '',
  countryOfResidence: '',
  product: '',
  preferredContactTime: '',
  consent: false,
};

/** Each field's message in BANK_MESSAGES. */
const FIELD_MESSAGE_KEYS = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  countryOfResidence: 'country',
  product: 'product',
  preferredContactTime: 'contactTime',
  consent: 'consent',
} as const satisfies Record<BankRequestField, keyof typeof BANK_MESSAGES>;

/** The field a server refusal (invalid-argument, a BANK_MESSAGES text) belongs to. */
export const FIELD_OF_MESSAGE: Readonly<Record<string, BankRequestField>> = Object.fromEntries(
  BANK_REQUEST_FIELDS.map((field) => [BANK_MESSAGES[FIELD_MESSAGE_KEYS[field]], field]),
);

/** A request as sent (and as kept on the device until it is). */
export type BankRequestPayload = SubmitBankRequestInput & { clientRequestId: string };

export function isBankRequestPayload(value: unknown): value is BankRequestPayload {
  return submitBankRequestInput.safeParse(value).success;
}
