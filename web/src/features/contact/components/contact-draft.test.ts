import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM } from '../contact-schema';
import { loadContactDraft, saveContactDraft } from './contact-draft';

beforeEach(() => sessionStorage.clear());

describe('loadContactDraft', () => {
  it('gives back what was saved over the empty form', () => {
    saveContactDraft({ name: 'Juma', message: 'Half written' });
    expect(loadContactDraft()).toEqual({
      ...EMPTY_CONTACT_FORM,
      name: 'Juma',
      message: 'Half written',
    });
  });

  it('reads a saved null or a value that is not text as empty text', () => {
    sessionStorage.setItem(
      'centre:contact-draft',
      JSON.stringify({ name: null, email: 7, subject: true, message: 'Half written' }),
    );
    expect(loadContactDraft()).toEqual({ ...EMPTY_CONTACT_FORM, message: 'Half written' });
  });

  it('starts from the empty form without a draft', () => {
    expect(loadContactDraft()).toEqual(EMPTY_CONTACT_FORM);
  });
});
