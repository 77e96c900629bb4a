import { REFERENCE_PATTERN } from '@centre/domain/statuses';
import { z } from 'zod';
import { normaliseReference } from './form-reference';

/** An application reference as typed, normalised, then checked; each form words its errors. */
export function referenceSchema(messages: { required: string; format: string }) {
  return z
    .string()
    .transform(normaliseReference)
    .pipe(z.string().min(1, messages.required).regex(REFERENCE_PATTERN, messages.format));
}
