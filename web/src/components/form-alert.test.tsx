import { DATE_OF_BIRTH_MESSAGES } from '@centre/domain/applications';
import { BOOKING_MESSAGES } from '@centre/domain/bookings';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { FieldError, FormAlert } from './form-alert';

describe('form errors', () => {
  it('show a domain message in English by default', () => {
    render(<FieldError id="dob-error" message={DATE_OF_BIRTH_MESSAGES.future} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Date of birth must be in the past');
  });

  it("show the domain's and the server's messages in Kiswahili", async () => {
    await setLanguage('sw', { persist: false });
    render(
      <>
        <FieldError id="dob-error" message={DATE_OF_BIRTH_MESSAGES.future} />
        <FormAlert message={BOOKING_MESSAGES.slotFull} />
      </>,
    );
    const [field, form] = screen.getAllByRole('alert');
    expect(field).toHaveTextContent('Tarehe ya kuzaliwa lazima iwe ya zamani');
    expect(form).toHaveTextContent('Muda huu umejaa. Tafadhali chagua muda mwingine.');
  });

  it('show words that are no domain message as they are', async () => {
    await setLanguage('sw', { persist: false });
    render(<FormAlert message="Jaza sehemu hii" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Jaza sehemu hii');
  });
});
