import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The 'web' project of the workspace: component and unit tests in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
  },
});
