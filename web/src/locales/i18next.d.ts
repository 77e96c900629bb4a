// Type-checked keys: `t('header.login')` compiles only when the English file has that key.
// Add one line per namespace (web/src/locales/README.md).
import type common from './en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
    };
  }
}
