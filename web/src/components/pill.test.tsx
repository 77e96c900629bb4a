import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pill } from './pill';

describe('Pill', () => {
  it('shows its label in the default tone', () => {
    render(<Pill testId="state">In review</Pill>);
    const pill = screen.getByTestId('state');
    expect(pill).toHaveTextContent('In review');
    expect(pill).toHaveClass('pill');
    expect(pill.className).toBe('pill');
  });

  it('adds the modifier of another tone', () => {
    render(<Pill tone="danger">Rejected</Pill>);
    expect(screen.getByText('Rejected')).toHaveClass('pill', 'pill--danger');
  });
});
