import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { BootScreen } from './boot-screen';

describe('BootScreen', () => {
  it('names what is loading in English', () => {
    render(<BootScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Jamii Service Centre');
  });

  it('names it in Kiswahili when that is the language being loaded', async () => {
    await setLanguage('sw');
    render(<BootScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Jamii Service Centre inafunguka');
  });
});
