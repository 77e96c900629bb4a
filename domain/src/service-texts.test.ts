import { describe, expect, it } from 'vitest';
import { localizeService } from './service-texts';

const service = {
  name: 'Passport Application and Renewal',
  category: 'Travel documents',
  summary: 'Apply for a new passport.',
  requiredDocuments: ['Current passport', 'Two passport photos'],
  applicationFields: [
    { key: 'applicationType', label: 'Application type', options: ['New passport', 'Renewal'] },
    { key: 'passportNumber', label: 'Current passport number' },
  ],
  translations: {
    sw: {
      name: 'Kuomba na kuhuisha pasipoti',
      requiredDocuments: ['Pasipoti ya sasa', 'Picha mbili za pasipoti'],
      applicationFields: {
        applicationType: { label: 'Aina ya ombi', options: ['Pasipoti mpya', 'Kuhuisha'] },
      },
    },
  },
};

describe('localizeService', () => {
  it("shows the language's words and keeps English where it has none", () => {
    const shown = localizeService(service, 'sw');
    expect(shown.name).toBe('Kuomba na kuhuisha pasipoti');
    expect(shown.requiredDocuments).toEqual(['Pasipoti ya sasa', 'Picha mbili za pasipoti']);
    // No Kiswahili category or summary: English stays.
    expect(shown.category).toBe('Travel documents');
    expect(shown.summary).toBe('Apply for a new passport.');
    expect(shown.applicationFields[0]).toEqual({
      key: 'applicationType',
      label: 'Aina ya ombi',
      // The answer stays the English option; the labels are what the visitor reads.
      options: ['New passport', 'Renewal'],
      optionLabels: ['Pasipoti mpya', 'Kuhuisha'],
    });
    expect(shown.applicationFields[1]).toEqual(service.applicationFields[1]);
  });

  it('is the service itself in English', () => {
    expect(localizeService(service, 'en')).toBe(service);
  });

  it('keeps a list English when its length no longer matches the English one', () => {
    const edited = {
      ...service,
      requiredDocuments: [...service.requiredDocuments, 'Proof of address'],
      applicationFields: [
        { key: 'applicationType', label: 'Application type', options: ['New', 'Renewal', 'Lost'] },
      ],
    };
    const shown = localizeService(edited, 'sw');
    expect(shown.requiredDocuments).toEqual(edited.requiredDocuments);
    expect(shown.applicationFields[0]?.label).toBe('Aina ya ombi');
    expect(shown.applicationFields[0]?.optionLabels).toBeUndefined();
  });

  it('leaves a service without words for the language as it is', () => {
    const plain = { name: 'Birth Certificate', requiredDocuments: ['Hospital notice'] };
    expect(localizeService(plain, 'sw')).toBe(plain);
  });
});
