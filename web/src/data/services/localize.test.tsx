/** The catalogue's reads show each service in the page's language (data/services/localize.ts). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { useService } from './get-service';
import { serviceKeys } from './keys';
import { useActiveServices, useBookableServices } from './list-active-services';
import { aService, PASSPORT_IN_KISWAHILI } from './testing';

const PASSPORT = PASSPORT_IN_KISWAHILI;
const NATIONAL_ID = aService({ id: 'national-id', name: 'National ID Card', bookable: false });

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/** A cache holding what the reads would have read (the reads themselves: reads.test.ts). */
function cachedCatalogue() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(serviceKeys.list({ active: true }), [PASSPORT, NATIONAL_ID]);
  queryClient.setQueryData(serviceKeys.detail(PASSPORT.id), PASSPORT);
  return wrapperWith(queryClient);
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the catalogue in the page language', () => {
  it("shows the catalogue's Kiswahili words on a Kiswahili page and follows a switch back", async () => {
    await setLanguage('sw');
    const wrapper = cachedCatalogue();
    const list = renderHook(() => useActiveServices(), { wrapper });
    const detail = renderHook(() => useService(PASSPORT.id), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(2));
    const [passport, nationalId] = list.result.current.data!;
    expect(passport!.name).toBe('Kuomba na kuhuisha pasipoti');
    expect(passport!.summary).toBe('Omba pasipoti mpya au uhuishe iliyopo.');
    // No Kiswahili words: the catalogue's English stays.
    expect(passport!.category).toBe('Travel documents');
    expect(nationalId!.name).toBe('National ID Card');
    expect(detail.result.current.data?.requiredDocuments).toEqual([
      'Pasipoti ya sasa au iliyokwisha muda',
      'Picha mbili za pasipoti',
    ]);
    expect(detail.result.current.data?.applicationFields[0]).toMatchObject({
      label: 'Aina ya ombi',
      options: ['New passport', 'Renewal'],
      optionLabels: ['Pasipoti mpya', 'Kuhuisha'],
    });

    await act(() => setLanguage('en'));
    await waitFor(() =>
      expect(list.result.current.data?.[0]?.name).toBe('Passport Application and Renewal'),
    );
    expect(detail.result.current.data?.name).toBe('Passport Application and Renewal');
  });

  it('keeps the bookable filter and the English catalogue on an English page', async () => {
    const bookable = renderHook(() => useBookableServices(), { wrapper: cachedCatalogue() });
    await waitFor(() => expect(bookable.result.current.data).toHaveLength(1));
    expect(bookable.result.current.data![0]).toBe(PASSPORT);
  });
});
