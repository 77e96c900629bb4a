import { newBankRequestRecord } from '@centre/domain/bank';
import type { BankRequest } from './converter';

/** A stored bank request as the converter gives it; overrides on top. */
export function aBankRequest(overrides: Partial<BankRequest> & { id: string }): BankRequest {
  const at = new Date('2026-11-20T09:30:00Z');
  return {
    ...newBankRequestRecord(
      {
        reference: 'BNK-7K3Q9D',
        name: 'Wanjiru Kamau',
        phone: '+44 7700 900123',
        email: 'wanjiru@example.com',
        countryOfResidence: 'United Kingdom',
        product: 'diaspora_savings',
        preferredContactTime: 'evening',
        language: 'sw',
      },
      at,
    ),
    ...overrides,
  };
}
