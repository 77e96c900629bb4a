import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { Spinner } from './spinner';

describe('Spinner', () => {
  afterEach(async () => {
    await setLanguage('en', { persist: false });
  });

  it('reads its label to screen readers', () => {
    render(<Spinner label="Loading visits" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading visits');
  });

  it('says "Loading" without a label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('says it in Kiswahili on a Kiswahili page', async () => {
    await setLanguage('sw', { persist: false });
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Inapakia');
  });
});
