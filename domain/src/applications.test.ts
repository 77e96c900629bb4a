import { describe, expect, it } from 'vitest';
import {
  APPLICATION_HISTORY_KINDS,
  APPLICATION_MESSAGES,
  updateApplicationStatusInput,
  DATE_OF_BIRTH_MESSAGES,
  FIELD_LIMITS,
  addApplicationNoteInput,
  answersSchema,
  applicantSchema,
  applicationHistoryEntrySchema,
  applicationIdOfDocumentPath,
  applicationPriorityEntrySchema,
  dateOfBirthProblem,
  documentPath,
} from './applications';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('dateOfBirthProblem (issue 9, item 10)', () => {
  it.each([
    '1990-04-12',
    '2024-02-29',
    '2000-02-29',
    '2026-11-23',
    // Already 24 November east of UTC+12 at noon UTC.
    '2026-11-24',
    '1906-01-01',
  ])('accepts %s', (value) => expect(dateOfBirthProblem(value, NOW)).toBeNull());

  it.each([
    ['9999-99-99', DATE_OF_BIRTH_MESSAGES.invalid],
    ['1990-13-01', DATE_OF_BIRTH_MESSAGES.invalid],
    ['1990-02-30', DATE_OF_BIRTH_MESSAGES.invalid],
    ['2023-02-29', DATE_OF_BIRTH_MESSAGES.invalid],
    ['1900-02-29', DATE_OF_BIRTH_MESSAGES.invalid],
    ['12/04/1990', DATE_OF_BIRTH_MESSAGES.invalid],
    ['9999-12-31', DATE_OF_BIRTH_MESSAGES.future],
    ['2026-11-25', DATE_OF_BIRTH_MESSAGES.future],
    ['1905-12-31', DATE_OF_BIRTH_MESSAGES.tooOld],
  ])('refuses %s', (value, message) => expect(dateOfBirthProblem(value, NOW)).toBe(message));

  it('is part of the applicant schema', () => {
    const applicant = {
      firstName: 'Amina',
      lastName: 'Wanjiru',
      dateOfBirth: '9999-99-99',
      email: 'amina@example.org',
      phone: '+44 7700 900123',
    };
    expect(applicantSchema.safeParse(applicant).success).toBe(false);
    expect(applicantSchema.safeParse({ ...applicant, dateOfBirth: '1990-04-12' }).success).toBe(
      true,
    );
  });
});

describe('answersSchema', () => {
  it('accepts answers of up to 2000 characters, numbers, and line breaks', () => {
    expect(
      answersSchema.safeParse({ story: 'x'.repeat(2000), household: 4, text: 'a\nb\tc' }).success,
    ).toBe(true);
  });

  it.each([
    ['a single answer of 59,999 characters', { note: 'x'.repeat(59_999) }],
    ['an answer of 2001 characters', { note: 'x'.repeat(FIELD_LIMITS.answer + 1) }],
    ['an answer holding U+0000', { note: 'a\u0000b' }],
    ['a key that is not a field key', { 'first name': 'x' }],
    ['31 answers', Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'x']))],
    ['a list', { note: ['a'] }],
  ])('refuses %s', (_, answers) => expect(answersSchema.safeParse(answers).success).toBe(false));
});

describe('addApplicationNoteInput', () => {
  it('takes the application and the text, trimmed', () => {
    expect(addApplicationNoteInput.parse({ applicationId: 'app-1', body: ' Called. ' })).toEqual({
      applicationId: 'app-1',
      body: 'Called.',
    });
  });

  it.each([
    { applicationId: 'app-1', body: 'Called.', authorName: 'Amina Admin' },
    { applicationId: 'a/b', body: 'Called.' },
    { applicationId: '__x__', body: 'Called.' },
    { applicationId: 'app-1', body: ' ' },
  ])('refuses %j', (input) => expect(addApplicationNoteInput.safeParse(input).success).toBe(false));
});

describe('applicationIdOfDocumentPath', () => {
  it('reads the application id of a document path back', () => {
    const id = '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1';
    expect(applicationIdOfDocumentPath(documentPath(id, 'scan-a.pdf'))).toBe(id);
  });

  it.each(['applications/x', 'applications/x/y/z.pdf', 'other/x/y.pdf', 'applications//a.pdf'])(
    'answers null for %s',
    (path) => expect(applicationIdOfDocumentPath(path)).toBeNull(),
  );
});

describe('updateApplicationStatusInput', () => {
  const move = { applicationId: 'app-1', expectedStatus: 'in_review' } as const;

  it.each([undefined, '', '  \n '])('refuses a rejection with the note %j, on the note', (note) => {
    const result = updateApplicationStatusInput.safeParse({ ...move, status: 'rejected', note });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['note'], message: APPLICATION_MESSAGES.noteRequired }),
    ]);
  });

  it('takes a rejection with its reason, and any other move without a note', () => {
    expect(
      updateApplicationStatusInput.parse({ ...move, status: 'rejected', note: ' Photo refused. ' }),
    ).toMatchObject({ status: 'rejected', note: 'Photo refused.' });
    for (const status of ['approved', 'awaiting_info', 'withdrawn'] as const) {
      expect(updateApplicationStatusInput.parse({ ...move, status })).toMatchObject({ note: '' });
    }
  });
});

describe('the priority history entry', () => {
  const at = { toDate: () => new Date('2026-11-23T09:00:00Z') };

  it('is a kind of application history', () => {
    expect(APPLICATION_HISTORY_KINDS).toContain('priority');
  });

  it('is what setApplicationPriority writes: from and to are priorities, and differ', () => {
    const entry = { kind: 'priority', from: 'normal', to: 'urgent', note: null };
    expect(applicationPriorityEntrySchema.parse(entry)).toEqual(entry);
    for (const wrong of [
      { ...entry, to: 'high' },
      { ...entry, from: null },
      { ...entry, to: 'normal' },
      { ...entry, kind: 'status' },
      // by and byName are the transaction's (the caller, from the server), never the plan's.
      { ...entry, by: 'someone' },
    ]) {
      expect(applicationPriorityEntrySchema.safeParse(wrong).success).toBe(false);
    }
  });

  it('reads back as stored, with who made the change and when', () => {
    expect(
      applicationHistoryEntrySchema.parse({
        id: 'h4',
        kind: 'priority',
        from: 'normal',
        to: 'urgent',
        by: 'manager-1',
        byName: 'Mary Manager',
        at,
        note: null,
      }),
    ).toEqual({
      id: 'h4',
      kind: 'priority',
      from: 'normal',
      to: 'urgent',
      fromName: null,
      toName: null,
      by: 'manager-1',
      byName: 'Mary Manager',
      at: new Date('2026-11-23T09:00:00Z'),
      note: null,
    });
  });

  it('leaves the older kinds reading as they did', () => {
    // An assignment entry of before the names were kept, and a status entry.
    expect(
      applicationHistoryEntrySchema.parse({
        id: 'h2',
        kind: 'assignment',
        from: null,
        to: 'agent-1',
        by: 'manager-1',
        byName: null,
        at,
        note: null,
      }),
    ).toMatchObject({ kind: 'assignment', to: 'agent-1', fromName: null, toName: null });
    expect(
      applicationHistoryEntrySchema.parse({
        id: 'h3',
        kind: 'status',
        from: 'submitted',
        to: 'in_review',
        by: 'agent-1',
        byName: 'Amani',
        at,
        note: 'Checked',
      }),
    ).toMatchObject({ kind: 'status', from: 'submitted', to: 'in_review', note: 'Checked' });
  });
});
