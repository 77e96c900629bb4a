import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

/** A page: it reads its words with useTranslation, so it re-renders on a language change. */
function Page() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('header.login')}>
      <StatusBadge status="confirmed" testId="badge" />
    </section>
  );
}

describe('a status badge', () => {
  it('reads in Kiswahili after setLanguage("sw")', async () => {
    render(<Page />);
    expect(screen.getByTestId('badge')).toHaveTextContent('Confirmed');
    await act(() => setLanguage('sw', { persist: false }));
    expect(screen.getByTestId('badge')).toHaveTextContent('Imethibitishwa');
  });
});
