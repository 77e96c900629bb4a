import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@centre/domain/applications';

const REFERENCE_LENGTH = 6;

/** A random APP-XXXXXX code (REFERENCE_PATTERN); uniqueness is the caller's transaction's job. */
export function randomReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `APP-${code}`;
}
