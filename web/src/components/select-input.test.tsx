import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectInput } from './select-input';

const options = [
  { value: 'en', label: 'English' },
  { value: 'sw', label: 'Kiswahili' },
];

describe('SelectInput', () => {
  it('labels the select and lists the options after an optional placeholder', () => {
    render(<SelectInput label="Language" options={options} placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Choose one',
      'English',
      'Kiswahili',
    ]);
  });

  it('marks a required select with an asterisk and the required attribute', () => {
    render(<SelectInput label="Language" options={options} required />);
    expect(screen.getByRole('combobox')).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error instead of the helper text and describes the select with it', () => {
    render(
      <SelectInput label="Language" options={options} helperText="Pick one" error="Required" />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
    expect(screen.queryByText('Pick one')).not.toBeInTheDocument();
  });

  it('shows the helper text when there is no error', () => {
    render(<SelectInput label="Language" options={options} helperText="Pick one" />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Pick one');
  });

  it("marks an option's label with its language when given (a language named in itself)", () => {
    render(
      <SelectInput
        label="Language"
        options={[
          { value: 'sw', label: 'Kiswahili', lang: 'sw' },
          { value: 'any', label: 'Any' },
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Kiswahili' })).toHaveAttribute('lang', 'sw');
    expect(screen.getByRole('option', { name: 'Any' })).not.toHaveAttribute('lang');
  });
});
