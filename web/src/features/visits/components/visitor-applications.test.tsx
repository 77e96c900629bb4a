import { applicationRecordSchema } from '@centre/domain/applications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HCA_APPLICANT } from '../../../data/applications/testing';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { VisitorApplications } from './visitor-applications';

vi.mock('../../../data/applications/list-applicant-applications', async () => {
  const { fakeRead } = await import('../../../test/fake-read');
  return fakeRead('listApplicantApplications', 'useApplicantApplications', (email: string) => [
    'applicant',
    email,
  ]);
});
const { listApplicantApplications } = vi.mocked(
  await import('../../../data/applications/list-applicant-applications'),
);

/** A stored application as the converter reads it. */
function anApplication(id: string, fields: Record<string, unknown>) {
  return applicationRecordSchema.parse({
    id,
    serviceId: 'passport-renewal',
    applicant: HCA_APPLICANT,
    createdAt: { toDate: () => new Date('2026-11-20T15:00:00Z') },
    ...fields,
  });
}

beforeEach(async () => {
  vi.clearAllMocks();
  await setLanguage('en');
});

describe("a visitor's applications on the visit page", () => {
  it("lists the applications of the visitor's email with their status, linked to their pages", async () => {
    listApplicantApplications.mockResolvedValue([
      anApplication('app-1', { reference: 'APP-7K3Q9D', status: 'in_review', kind: 'service' }),
      anApplication('app-2', { reference: null, status: 'submitted', kind: 'hca' }),
    ]);
    renderWithProviders(<VisitorApplications email="amani@example.com" />);

    const service = await screen.findByRole('link', { name: 'APP-7K3Q9D' });
    expect(service).toHaveAttribute('href', '/applications/app-1');
    expect(screen.getByRole('link', { name: 'Reference pending' })).toHaveAttribute(
      'href',
      '/hca-applications/app-2',
    );
    expect(screen.getByRole('list', { name: 'Applications' })).toHaveTextContent('In review');
    expect(listApplicantApplications).toHaveBeenCalledWith('amani@example.com');
  });

  it('says so when the visitor has none, in Kiswahili too', async () => {
    listApplicantApplications.mockResolvedValue([]);
    renderWithProviders(<VisitorApplications email="amani@example.com" />);
    expect(await screen.findByText('No applications with this email address.')).toBeVisible();

    await setLanguage('sw');
    expect(await screen.findByText('Hakuna maombi yenye barua pepe hii.')).toBeVisible();
  });
});
