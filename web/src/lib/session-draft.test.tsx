import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_DRAFT_PREFIX,
  draftFieldsOf,
  forgetSessionDrafts,
  readSessionDraft,
  useSessionDraftText,
  writeSessionDraft,
} from './session-draft';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session drafts', () => {
  it('keeps a value as JSON until it is forgotten with null', () => {
    writeSessionDraft('centre:contact-draft', { name: 'Amina', message: 'Habari' });
    expect(readSessionDraft('centre:contact-draft')).toEqual({ name: 'Amina', message: 'Habari' });
    writeSessionDraft('centre:contact-draft', null);
    expect(sessionStorage.getItem('centre:contact-draft')).toBeNull();
    expect(readSessionDraft('centre:contact-draft')).toBeNull();
  });

  it('reads an unreadable draft as none', () => {
    sessionStorage.setItem('centre:contact-draft', '{not json');
    expect(readSessionDraft('centre:contact-draft')).toBeNull();
  });

  it('works on without drafts when storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeSessionDraft('centre:contact-draft', { name: 'Amina' })).not.toThrow();
    expect(readSessionDraft('centre:contact-draft')).toBeNull();
  });

  it('forgets the drafts under a prefix and keeps the others', () => {
    writeSessionDraft(`${STAFF_DRAFT_PREFIX}message:a:t1`, 'one');
    writeSessionDraft(`${STAFF_DRAFT_PREFIX}message:a:t2`, 'two');
    writeSessionDraft('centre:contact-draft', { name: 'Amina' });
    forgetSessionDrafts(STAFF_DRAFT_PREFIX);
    expect(sessionStorage.length).toBe(1);
    expect(readSessionDraft('centre:contact-draft')).toEqual({ name: 'Amina' });
  });
});

describe('useSessionDraftText', () => {
  const KEY = `${STAFF_DRAFT_PREFIX}message:me:thread`;

  it('starts from the saved draft, saves each change and forgets an emptied box', () => {
    writeSessionDraft(KEY, 'Saved earlier');
    const { result } = renderHook(() => useSessionDraftText(KEY));
    expect(result.current[0]).toBe('Saved earlier');
    act(() => result.current[1]('Saved earlier, and more'));
    expect(result.current[0]).toBe('Saved earlier, and more');
    expect(readSessionDraft(KEY)).toBe('Saved earlier, and more');
    act(() => result.current[1](''));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('starts empty when the saved draft is not text', () => {
    writeSessionDraft(KEY, { text: 'x' });
    const { result } = renderHook(() => useSessionDraftText(KEY));
    expect(result.current[0]).toBe('');
  });
});

describe('draftFieldsOf', () => {
  it('takes the fields the form has, of the same type, and nothing else', () => {
    const form = { title: '', description: '', urgent: false, deadline: null as string | null };
    expect(
      draftFieldsOf(
        { title: 'Order forms', description: 7, urgent: true, deadline: '2026-12-01', extra: 'x' },
        form,
      ),
    ).toEqual({ title: 'Order forms', urgent: true, deadline: '2026-12-01' });
    // A field emptied back to null.
    expect(draftFieldsOf({ deadline: null }, { ...form, deadline: '2026-12-01' })).toEqual({
      deadline: null,
    });
    expect(draftFieldsOf('not a draft', form)).toEqual({});
    expect(draftFieldsOf(null, form)).toEqual({});
  });

  it("takes a value of the form's own type only when strict: no null on either side", () => {
    const form = { name: '', consent: false, deadline: null as string | null };
    const saved = { name: null, consent: true, deadline: '2026-12-01', extra: 'x' };
    expect(draftFieldsOf(saved, form, { strict: true })).toEqual({ consent: true });
    expect(draftFieldsOf({ name: 'Amina', consent: 'yes' }, form, { strict: true })).toEqual({
      name: 'Amina',
    });
    // The same draft, not strict: the nulls are taken.
    expect(draftFieldsOf(saved, form)).toEqual({
      name: null,
      consent: true,
      deadline: '2026-12-01',
    });
    expect(draftFieldsOf('not a draft', form, { strict: true })).toEqual({});
  });
});
