import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailRender } from '@centre/domain/mail';

const render = vi.hoisted(() => ({ fail: false }));
vi.mock('@centre/domain/mail-templates', () => ({
  renderMail: (mail: MailRender) => {
    if (render.fail) throw new Error('no such word');
    return { subject: mail.template, text: 'text', html: '<p>html</p>' };
  },
}));

const { isMailAddress, mailDocument } = await import('./enqueue');

const MAIL = {
  id: 'bank_b_received',
  to: ' amina@example.org ',
  ref: { collection: 'bankRequests', id: 'b' },
  render: {
    template: 'bank_request_received',
    language: 'sw',
    data: { name: 'Amina', reference: 'BNK-7K3Q9D', product: 'current_account' },
  } satisfies MailRender,
};

beforeEach(() => {
  render.fail = false;
});

describe('mailDocument', () => {
  it('writes the composed message, PENDING with no attempts, the render and the ref', () => {
    const document = mailDocument(MAIL);
    expect(document).toMatchObject({
      to: 'amina@example.org',
      message: { subject: 'bank_request_received', text: 'text', html: '<p>html</p>' },
      delivery: { state: 'PENDING', attempts: 0 },
      render: MAIL.render,
      ref: MAIL.ref,
    });
    expect(document.createdAt).toBeDefined();
  });

  it('records a template error as ERROR without a message instead of throwing', () => {
    render.fail = true;
    const document = mailDocument(MAIL);
    expect(document.message).toBeUndefined();
    expect(document.delivery).toEqual({
      state: 'ERROR',
      attempts: 0,
      error: 'Template error: no such word',
      nextAttemptAt: null,
    });
    expect(document.render).toEqual(MAIL.render);
  });
});

describe('isMailAddress', () => {
  it('accepts one address and refuses empty or malformed ones', () => {
    expect(isMailAddress('amina@example.org')).toBe(true);
    expect(isMailAddress('')).toBe(false);
    expect(isMailAddress('not an address')).toBe(false);
    expect(isMailAddress(undefined)).toBe(false);
  });
});
