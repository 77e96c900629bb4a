import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryTexts, resetCarriedTexts } from '../../../lib/carried-text';
import { OpeningHours } from './opening-hours';

afterEach(() => {
  resetCarriedTexts();
});

describe('the opening hours on a pre-rendered page', () => {
  it('render with the carried times, without making a time formatter', () => {
    carryTexts({
      'time-of-day|en|09:00': 'nine',
      'time-of-day|en|17:00': 'five',
      'time-of-day|en|10:00': 'ten',
      'time-of-day|en|14:00': 'two',
    });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    render(<OpeningHours />);
    expect(screen.getByText(/nine\s*[–-]\s*five/)).toBeInTheDocument();
    expect(screen.getByText(/ten\s*[–-]\s*two/)).toBeInTheDocument();
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
