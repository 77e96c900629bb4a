import { describe, expect, it } from 'vitest';
import { desksOnDuty } from './desks-on-duty';

const aDesk = (deskName: string) => ({
  deskName,
  staffName: deskName,
  serviceIds: [],
  currentTicket: null,
  currentVisitId: null,
  currentStatus: null,
});

describe('desksOnDuty', () => {
  const desks = { amina: aDesk('Desk 1'), neema: aDesk('Desk 2'), juma: aDesk('Desk 3') };

  it('keeps the desks of available staff only', () => {
    expect(
      Object.keys(
        desksOnDuty(desks, [
          { value: 'amina', available: true },
          // Waiting to set a first password: listed, not available.
          { value: 'juma', available: false },
        ]),
      ),
    ).toEqual(['amina']);
  });

  it('keeps every desk without the staff directory', () => {
    expect(desksOnDuty(desks, undefined)).toBe(desks);
  });
});
