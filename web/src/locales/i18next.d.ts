// Type-checked keys: `t('header.login')` compiles only when the English file has that key.
// Add one line per namespace (web/src/locales/README.md).
import type aboutUs from './en/about-us.json';
import type common from './en/common.json';
import type contact from './en/contact.json';
import type content from './en/content.json';
import type home from './en/home.json';
import type labels from './en/labels.json';
import type messages from './en/messages.json';
import type privacy from './en/privacy.json';
import type resources from './en/resources.json';
import type terms from './en/terms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'about-us': typeof aboutUs;
      common: typeof common;
      contact: typeof contact;
      content: typeof content;
      home: typeof home;
      labels: typeof labels;
      messages: typeof messages;
      privacy: typeof privacy;
      resources: typeof resources;
      terms: typeof terms;
    };
  }
}
