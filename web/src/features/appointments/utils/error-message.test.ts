import { describe, expect, it } from 'vitest';
import { statusChangeErrorMessage } from './error-message';

describe('statusChangeErrorMessage', () => {
  it('explains a permission denial in words', () => {
    expect(statusChangeErrorMessage({ code: 'functions/permission-denied', message: 'x' })).toBe(
      'You do not have permission to change this appointment.',
    );
  });

  it("shows the server's message for a refused transition", () => {
    expect(
      statusChangeErrorMessage({
        code: 'functions/failed-precondition',
        message: 'This appointment can no longer be changed.',
      }),
    ).toBe('This appointment can no longer be changed.');
  });

  it('falls back to a generic message', () => {
    expect(statusChangeErrorMessage(new Error('boom'))).toBe(
      'The change could not be saved. Please try again.',
    );
  });
});
