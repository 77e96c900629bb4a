import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initTestI18n, resetTestLanguage } from './i18n';

// findBy* and waitFor wait for their condition up to 5 s instead of 1 s: a page that loads lazily
// (the router tests) can take over a second on a loaded 2-core CI machine. A passing test never
// waits that long; it returns as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: react-router's scroll restoration would log "not implemented".
window.scrollTo = () => undefined;

beforeAll(async () => {
  await initTestI18n();
});

afterEach(async () => {
  cleanup();
  // Each test starts in a fresh tab: no session drafts (lib/session-draft.ts) left by another.
  sessionStorage.clear();
  await resetTestLanguage();
});
