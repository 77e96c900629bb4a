import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

const ERRORS = [{ fieldId: 'field-name', message: 'Enter your full name.' }];

describe('ErrorSummary', () => {
  it('takes focus when the errors arrive in a later render than the failed submit', () => {
    const { rerender } = render(<ErrorSummary errors={[]} attempt={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorSummary errors={ERRORS} attempt={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus again on the next failed submit', () => {
    const { rerender } = render(<ErrorSummary errors={ERRORS} attempt={1} />);
    screen.getByRole('alert').blur();
    expect(screen.getByRole('alert')).not.toHaveFocus();
    rerender(<ErrorSummary errors={ERRORS} attempt={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
