import { APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import { APPOINTMENT_STATUS_LABELS } from '@centre/domain/bookings';
import { ROLE_LABELS } from '@centre/domain/roles';
import { DEPARTMENT_LABELS } from '@centre/domain/users';
import { describe, expect, it } from 'vitest';
import { labelOf } from './labels';
import { setLanguage } from './i18n';

describe('labelOf', () => {
  it('reads a domain label in English by default', () => {
    expect(labelOf(APPLICATION_STATUS_LABELS, 'awaiting_info')).toBe('Awaiting information');
    expect(labelOf(ROLE_LABELS, 'bank_agent')).toBe('Bank agent');
  });

  it('reads a domain label in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    expect(labelOf(APPLICATION_STATUS_LABELS, 'awaiting_info')).toBe('Inasubiri taarifa');
    expect(labelOf(ROLE_LABELS, 'bank_agent')).toBe('Wakala wa benki');
    expect(labelOf(DEPARTMENT_LABELS, 'Customer Service')).toBe('Huduma kwa wateja');
  });

  it('keeps the fallbacks: an unknown value made readable, nothing as a dash', async () => {
    await setLanguage('sw', { persist: false });
    expect(labelOf(APPOINTMENT_STATUS_LABELS, 'on_hold')).toBe('On hold');
    expect(labelOf(APPOINTMENT_STATUS_LABELS, null)).toBe('—');
    expect(labelOf({ a: 'Local map' }, 'a')).toBe('Local map');
  });
});
