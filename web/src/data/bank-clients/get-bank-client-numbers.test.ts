import { expect, it, describe, vi } from 'vitest';
import { getBankClientNumbers } from './get-bank-client-numbers';

const { getDoc } = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', () => ({ doc: () => ({ withConverter: () => ({}) }), getDoc }));

describe('getBankClientNumbers', () => {
  it('answers the full numbers when they may be read', async () => {
    getDoc.mockResolvedValue({
      exists: () => true,
      data: () => ({ idNumber: 'A1234567', accountNumber: '0123' }),
    });
    await expect(getBankClientNumbers('c1')).resolves.toEqual({
      idNumber: 'A1234567',
      accountNumber: '0123',
    });
  });

  it('answers null, not an error, when the rules refuse the read', async () => {
    getDoc.mockImplementation(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    expect(await getBankClientNumbers('c1')).toBeNull();
  });

  it('fails on any other error', async () => {
    getDoc.mockImplementation(async () => {
      throw Object.assign(new Error('down'), { code: 'unavailable' });
    });
    const failure = await getBankClientNumbers('c1').catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'down', code: 'unavailable' });
  });
});
