import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

const ERRORS = [{ fieldId: 'field-name', message: 'Enter your full name.' }];

describe('ErrorSummary', () => {
  it('lists each error as a link that moves to its field, under its heading', () => {
    render(
      <>
        <ErrorSummary title="There is a problem" errors={ERRORS} attempt={1} level={3} />
        <input id="field-name" aria-label="Full name" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(screen.getByRole('heading', { level: 3, name: 'There is a problem' })).toBeVisible();
    expect(summary).toHaveFocus();
    screen.getByRole('link', { name: 'Enter your full name.' }).click();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('takes focus when the errors arrive in a later render than the failed submit', () => {
    const { rerender } = render(
      <ErrorSummary title="There is a problem" errors={[]} attempt={1} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorSummary title="There is a problem" errors={ERRORS} attempt={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus again on the next failed submit', () => {
    const { rerender } = render(
      <ErrorSummary title="There is a problem" errors={ERRORS} attempt={1} />,
    );
    screen.getByRole('alert').blur();
    expect(screen.getByRole('alert')).not.toHaveFocus();
    rerender(<ErrorSummary title="There is a problem" errors={ERRORS} attempt={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('does not take the caret from a field made wrong again while typing', () => {
    const { rerender } = render(
      <>
        <ErrorSummary title="There is a problem" errors={ERRORS} attempt={1} />
        <input id="field-name" aria-label="Full name" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Full name' });
    field.focus();
    // Fixed: the summary goes; wrong again before the next submit: it comes back, unfocused.
    rerender(
      <>
        <ErrorSummary title="There is a problem" errors={[]} attempt={1} />
        <input id="field-name" aria-label="Full name" />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <>
        <ErrorSummary title="There is a problem" errors={ERRORS} attempt={1} />
        <input id="field-name" aria-label="Full name" />
      </>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(field).toHaveFocus();
  });

  it('lists only the fields that have a message, in the order given', () => {
    render(
      <ErrorSummary
        errors={[
          { fieldId: 'a', message: 'First' },
          { fieldId: 'b', message: undefined },
          { fieldId: 'c', message: null },
          { fieldId: 'd', message: 'Fourth' },
        ]}
        attempt={1}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First',
      'Fourth',
    ]);
  });
});
