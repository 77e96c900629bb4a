import { describe, expect, it } from 'vitest';
import { errorCode, isPermissionDenied } from './error-code';
import { errorText } from './messages';

describe('errorCode', () => {
  it('drops the service prefix', () => {
    expect(errorCode({ code: 'functions/not-found' })).toBe('not-found');
    expect(errorCode({ code: 'storage/unauthorized' })).toBe('unauthorized');
  });

  it('keeps a code without a prefix', () => {
    expect(errorCode({ code: 'permission-denied' })).toBe('permission-denied');
  });

  it('is null for an error without a code', () => {
    expect(errorCode(new Error('boom'))).toBeNull();
    expect(errorCode({ code: '' })).toBeNull();
    expect(errorCode(null)).toBeNull();
  });
});

describe('isPermissionDenied', () => {
  it('recognises a denial from any service', () => {
    expect(isPermissionDenied({ code: 'firestore/permission-denied' })).toBe(true);
    expect(isPermissionDenied({ code: 'not-found' })).toBe(false);
  });
});

describe('errorText', () => {
  it("strips the HTTP status the SDK appends to a callable's message", () => {
    expect(errorText({ message: 'User not found [404]' })).toBe('User not found');
  });

  it('is null when there are no words to show', () => {
    expect(errorText({ message: '  ' })).toBeNull();
    expect(errorText('')).toBeNull();
    expect(errorText({})).toBeNull();
  });
});
