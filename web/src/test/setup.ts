import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initTestI18n, resetTestLanguage } from './i18n';

// jsdom has no layout: react-router's scroll restoration would log "not implemented".
window.scrollTo = () => undefined;

beforeAll(async () => {
  await initTestI18n();
});

afterEach(async () => {
  cleanup();
  await resetTestLanguage();
});
