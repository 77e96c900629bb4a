import { describe, expect, it } from 'vitest';
import { getAppointmentForManageInput, maskName } from './manage-appointment';

describe('maskName', () => {
  it.each([
    ['Neema Otieno', 'N. O.'],
    ['  amina   wanjiru otieno kamau ', 'A. W. O.'],
    ['Émile', 'É.'],
    ['', ''],
    ['(Dr) 42', 'D.'],
  ])('masks %j as %j', (name, masked) => expect(maskName(name)).toBe(masked));
});

describe('getAppointmentForManageInput', () => {
  it('accepts a Firestore auto-id', () => {
    expect(getAppointmentForManageInput.parse({ appointmentId: 'Qm3xV8pT2kLr7NwZc4Ya' })).toEqual({
      appointmentId: 'Qm3xV8pT2kLr7NwZc4Ya',
    });
  });

  it.each(['a/b', '..', '__x__', '', 'a'.repeat(129)])('refuses the id %j', (appointmentId) =>
    expect(getAppointmentForManageInput.safeParse({ appointmentId }).success).toBe(false),
  );
});
