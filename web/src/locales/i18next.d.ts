// Type-checked keys: `t('header.login')` compiles only when the English file has that key.
// Add one line per namespace (web/src/locales/README.md).
import type aboutUs from './en/about-us.json';
import type applicationForm from './en/application-form.json';
import type applicationStatus from './en/application-status.json';
import type common from './en/common.json';
import type contact from './en/contact.json';
import type content from './en/content.json';
import type hcaExamRegistration from './en/hca-exam-registration.json';
import type home from './en/home.json';
import type privacy from './en/privacy.json';
import type resources from './en/resources.json';
import type services from './en/services.json';
import type terms from './en/terms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'about-us': typeof aboutUs;
      'application-form': typeof applicationForm;
      'application-status': typeof applicationStatus;
      common: typeof common;
      contact: typeof contact;
      content: typeof content;
      'hca-exam-registration': typeof hcaExamRegistration;
      home: typeof home;
      privacy: typeof privacy;
      resources: typeof resources;
      services: typeof services;
      terms: typeof terms;
    };
  }
}
