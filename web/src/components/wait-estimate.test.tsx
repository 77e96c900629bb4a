import { estimateWait } from '@centre/domain/visits';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { WaitEstimate } from './wait-estimate';

describe('WaitEstimate', () => {
  it('shows a range in minutes', () => {
    render(<WaitEstimate estimate={{ kind: 'range', lowMinutes: 10, highMinutes: 25 }} />);
    expect(screen.getByTestId('wait-estimate')).toHaveTextContent('Wait now: About 10–25 min');
  });

  it('says there is no estimate yet rather than guessing', () => {
    render(
      <WaitEstimate
        label={false}
        estimate={estimateWait({ waiting: 4, openDesks: 1, serviceMinutes: [5] })}
      />,
    );
    expect(screen.getByTestId('wait-estimate')).toHaveTextContent('No estimate yet');
  });

  it('says it is checking while loading, busy, and guesses nothing', () => {
    render(<WaitEstimate estimate={undefined} />);
    const line = screen.getByTestId('wait-estimate');
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).toHaveTextContent('Wait now: Checking…');
    expect(line).not.toHaveTextContent('No estimate');
  });

  it('is no longer busy once the figures arrive', () => {
    const { rerender } = render(<WaitEstimate estimate={undefined} />);
    rerender(<WaitEstimate estimate={{ kind: 'range', lowMinutes: 5, highMinutes: 15 }} />);
    const line = screen.getByTestId('wait-estimate');
    expect(line).toHaveAttribute('aria-busy', 'false');
    expect(line).not.toHaveTextContent('Checking');
  });

  it('reads in Kiswahili', async () => {
    await setLanguage('sw');
    render(<WaitEstimate estimate={{ kind: 'range', lowMinutes: 5, highMinutes: 15 }} />);
    expect(screen.getByTestId('wait-estimate')).toHaveTextContent(
      'Kusubiri sasa: Takriban dakika 5–15',
    );
  });
});
