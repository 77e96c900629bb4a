import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from './config';

describe('appCheckEnforced', () => {
  it('enforces App Check when the param is unset, empty, true or misspelt', () => {
    for (const value of [undefined, '', 'true', 'TRUE', 'flase', '0']) {
      expect(appCheckEnforced({ APP_CHECK_ENFORCED: value })).toBe(true);
    }
  });

  it('stops enforcing only when the param is exactly false', () => {
    expect(appCheckEnforced({ APP_CHECK_ENFORCED: 'false' })).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCED: ' False ' })).toBe(false);
  });
});
