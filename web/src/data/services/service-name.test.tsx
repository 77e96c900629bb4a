/**
 * Staff pages show the catalogue in the page's language (list-service-options.ts) and a
 * record's service by the catalogue's name in that language (service-name.ts); what records keep
 * stays the catalogue's English.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { parseServiceOption, type ServiceOption } from './converter';
import { serviceKeys } from './keys';
import { aServiceOption, PASSPORT_IN_KISWAHILI } from './testing';
import { useServiceOptions } from './list-service-options';
import { serviceNameOf, useCatalogueServiceName, useServiceName } from './service-name';

// The catalogue comes from the cache below; no test here reads Firestore.
vi.mock('../../lib/firestore', () => ({ db: {} }));

const PASSPORT: ServiceOption = aServiceOption({
  name: PASSPORT_IN_KISWAHILI.name,
  applicationFields: [
    ...PASSPORT_IN_KISWAHILI.applicationFields,
    { key: 'passportNumber', label: 'Current passport number', type: 'text', required: false },
  ],
  translations: PASSPORT_IN_KISWAHILI.translations,
});
// No Kiswahili words: shown in English in either language.
const NATIONAL_ID: ServiceOption = {
  id: 'national-id',
  name: 'National ID Card',
  order: 2,
  bookable: false,
  applicationFields: [],
};

function cachedOptions() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(serviceKeys.options(), [PASSPORT, NATIONAL_ID]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

afterEach(async () => {
  await setLanguage('en');
});

describe('parseServiceOption: translations', () => {
  it("keeps a service's Kiswahili words", () => {
    const { id, ...data } = PASSPORT;
    expect(parseServiceOption(id, data).translations).toEqual(PASSPORT.translations);
  });

  it('leaves out malformed words and keeps the rest of the option', () => {
    const option = parseServiceOption('passport-renewal', {
      name: 'Passport Application and Renewal',
      order: 1,
      bookable: true,
      translations: { sw: { name: 42 } },
    });
    expect(option.translations).toBeUndefined();
    expect(option).toMatchObject({ name: 'Passport Application and Renewal', order: 1 });
    expect(parseServiceOption('x', { name: 'X', translations: 'sw' }).translations).toBeUndefined();
  });
});

describe('serviceNameOf', () => {
  const shown = [{ id: 'passport-renewal', name: 'Kuomba na kuhuisha pasipoti' }];

  it("prefers the catalogue's name, then the recorded one, then the id", () => {
    expect(serviceNameOf(shown, 'passport-renewal', 'Passport renewal')).toBe(
      'Kuomba na kuhuisha pasipoti',
    );
    expect(serviceNameOf(shown, 'retired', 'Old service')).toBe('Old service');
    expect(serviceNameOf(shown, 'retired')).toBe('retired');
    expect(serviceNameOf(undefined, 'retired', '')).toBe('retired');
  });
});

describe('the staff catalogue in the page language', () => {
  it('shows options and their fields in Kiswahili on a Kiswahili page, English on an English one', async () => {
    await setLanguage('sw');
    const { wrapper, queryClient } = cachedOptions();
    const { result } = renderHook(() => useServiceOptions(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    const [passport, nationalId] = result.current.data!;
    expect(passport!.name).toBe('Kuomba na kuhuisha pasipoti');
    expect(passport!.applicationFields[0]).toMatchObject({
      label: 'Aina ya ombi',
      options: ['New passport', 'Renewal'],
      optionLabels: ['Pasipoti mpya', 'Kuhuisha'],
    });
    // A field without Kiswahili words keeps its English label.
    expect(passport!.applicationFields[1]!.label).toBe('Current passport number');
    expect(nationalId!.name).toBe('National ID Card');
    // The cache keeps the catalogue's English.
    expect(queryClient.getQueryData<ServiceOption[]>(serviceKeys.options())![0]!.name).toBe(
      'Passport Application and Renewal',
    );

    await act(() => setLanguage('en'));
    await waitFor(() =>
      expect(result.current.data![0]!.name).toBe('Passport Application and Renewal'),
    );
    expect(result.current.data![0]!.applicationFields[0]!.label).toBe('Application type');
  });

  it("names a record's service: Kiswahili when the UI is sw and the catalogue has it, else English, else recorded, else the id", async () => {
    await setLanguage('sw');
    const { wrapper } = cachedOptions();
    const { result } = renderHook(() => useServiceName(), { wrapper });
    await waitFor(() =>
      expect(result.current('passport-renewal', 'Passport renewal')).toBe(
        'Kuomba na kuhuisha pasipoti',
      ),
    );
    expect(result.current('national-id', 'National ID')).toBe('National ID Card');
    expect(result.current('retired-service', 'Retired service')).toBe('Retired service');
    expect(result.current('retired-service')).toBe('retired-service');

    await act(() => setLanguage('en'));
    await waitFor(() =>
      expect(result.current('passport-renewal', 'Passport renewal')).toBe(
        'Passport Application and Renewal',
      ),
    );
  });

  it('reads no catalogue itself when disabled, and uses one already read', async () => {
    await setLanguage('sw');
    const empty = new QueryClient();
    const { result } = renderHook(() => useServiceName({ enabled: false }), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={empty}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current('passport-renewal', 'Passport renewal')).toBe('Passport renewal');
    expect(empty.getQueryState(serviceKeys.options())?.fetchStatus ?? 'idle').toBe('idle');

    act(() => empty.setQueryData(serviceKeys.options(), [PASSPORT]));
    await waitFor(() =>
      expect(result.current('passport-renewal')).toBe('Kuomba na kuhuisha pasipoti'),
    );
  });

  it("keeps the catalogue's English name for what is stored, whatever the page language", async () => {
    await setLanguage('sw');
    const { wrapper } = cachedOptions();
    const { result } = renderHook(() => useCatalogueServiceName(), { wrapper });
    expect(result.current('passport-renewal')).toBe('Passport Application and Renewal');
    expect(result.current('retired-service')).toBe('retired-service');
  });
});
