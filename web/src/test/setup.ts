import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: react-router's scroll restoration would log "not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
