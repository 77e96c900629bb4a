import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequiredFieldsNote } from './required-fields-note';

describe('RequiredFieldsNote', () => {
  it('shows the asterisk without reading it out, and reads out what it means', () => {
    render(
      <RequiredFieldsNote
        className="note"
        text="Fields marked <star>*</star><sr>with an asterisk</sr> are required."
      />,
    );
    const note = screen.getByText(/are required/);
    expect(note).toHaveClass('note');
    expect(note).toHaveTextContent('Fields marked *with an asterisk are required.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('with an asterisk')).toHaveClass('visually-hidden');
  });
});
