import { describe, expect, it } from 'vitest';
import { anApplication } from '../testing/fixtures';
import { buildApplicationsCsv, csvFileName } from './csv';

describe('buildApplicationsCsv', () => {
  it('writes the header and one CRLF row per application in the agreed columns', () => {
    const csv = buildApplicationsCsv(
      [
        anApplication({
          id: 'a1',
          createdAt: new Date(2026, 2, 2, 9, 5),
          status: 'in_review',
          assignedTo: 'agent-1',
          assignedToName: 'Baraka Mwangi',
        }),
        anApplication({
          id: 'a2',
          reference: null,
          serviceId: 'unknown-service',
          applicant: {
            firstName: 'O"Neil',
            lastName: 'Smith, Jr',
            dateOfBirth: '1990-01-01',
            email: 'o@example.com',
            phone: '07700 900123',
            address: '',
            language: 'en',
          },
          createdAt: new Date(2026, 2, 3, 14, 30),
        }),
      ],
      (serviceId) => (serviceId === 'passport-renewal' ? 'Passport, renewal' : serviceId),
    );
    expect(csv.split('\r\n')).toEqual([
      'Reference,Submitted,Status,Service,Applicant name,Email,Phone,Assigned to',
      'APP-7K3Q9D,2026-03-02 09:05,In review,"Passport, renewal",Wanjiru Kamau,wanjiru@example.com,+44 7700 900123,Baraka Mwangi',
      'Reference pending,2026-03-03 14:30,Submitted,unknown-service,"O""Neil Smith, Jr",o@example.com,07700 900123,',
      '',
    ]);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date(2026, 0, 5))).toBe('applications-2026-01-05.csv');
  });
});
