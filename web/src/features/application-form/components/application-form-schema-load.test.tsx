import 'fake-indexeddb/auto';
import type { Service } from '@centre/domain/services';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';
import { deleteApplicationFormDb } from '../lib/application-form-db';
import { emptyFormValues } from '../lib/application-form-values';
import { NOTARY_SERVICE } from '../testing/service';
import { ApplicationForm } from './application-form';

// The form's schema loads with the first submission (application-form.tsx); here its chunk
// cannot load (the connection dropped before the app was cached), then it can.
const schemaLoad = vi.hoisted(() => ({ available: false }));
vi.mock('../lib/application-form-schema', async (importOriginal) => {
  if (!schemaLoad.available) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const SERVICE: Service = {
  ...NOTARY_SERVICE,
  applicationFields: [
    { key: 'documentType', label: 'Document type', type: 'text', required: true },
  ],
};

afterEach(async () => {
  await deleteApplicationFormDb();
});

describe('the application form’s schema, loaded with the first submission', () => {
  it('stops with an alert and keeps what was typed when it cannot load, and checks once it can', async () => {
    const submit = vi.fn();
    const environment = { pending: { submit } } as unknown as ApplicationFormEnvironment;
    render(
      <MemoryRouter>
        <ApplicationForm
          service={SERVICE}
          clientRequestId="5b3f4b1e-8f7a-4a57-9c1e-2f0d3c1b7a10"
          initialValues={emptyFormValues(SERVICE.applicationFields)}
          environment={environment}
          onSubmitting={vi.fn()}
          onSubmitted={vi.fn()}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Amina');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18next.getFixedT('en', 'application-form')('form.checkUnavailable'),
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Amina');
    expect(submit).not.toHaveBeenCalled();

    // Back online: the same button checks the form (the last name is still missing).
    schemaLoad.available = true;
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Enter your last name', { selector: 'a' })).toBeVisible();
    expect(screen.queryByText(/could not check your application/)).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
