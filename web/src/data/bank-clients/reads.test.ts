import { describe, expect, it } from 'vitest';
import { fakeSnapshot, fakeTimestamp } from '../fake-snapshot';
import { bankClientConverter } from './converter';
import {
  bankClientHistoryConverter,
  bankClientNoteConverter,
  kycDocumentConverter,
} from './detail-converters';

describe('bankClientConverter', () => {
  it('reads a client with Dates, its masked numbers and its products', () => {
    const client = bankClientConverter.fromFirestore(
      fakeSnapshot('c1', {
        name: 'Wanjiru Kamau',
        phone: '+447700900123',
        email: null,
        countryOfResidence: 'United Kingdom',
        address: '',
        idType: 'passport',
        idNumberMasked: '•••••4567',
        accountNumberMasked: null,
        products: ['money_transfer'],
        status: 'kyc_pending',
        agentId: 'agent-1',
        agentName: 'Baraka Mwangi',
        requestId: null,
        requestReference: null,
        activationCount: 0,
        openingDepositCents: 0,
        searchTokens: ['wan'],
        idNumberHash: null,
        createdAt: fakeTimestamp('2026-11-02T09:30:00Z'),
        createdBy: 'agent-1',
        updatedAt: fakeTimestamp('2026-11-02T09:30:00Z'),
        statusChangedAt: fakeTimestamp('2026-11-03T09:30:00Z'),
      }),
    );
    expect(client).toMatchObject({
      id: 'c1',
      status: 'kyc_pending',
      idNumberMasked: '•••••4567',
      products: ['money_transfer'],
      activatedAt: null,
      statusChangedAt: new Date('2026-11-03T09:30:00Z'),
    });
  });

  it('refuses a status the workflow does not know', () => {
    expect(() =>
      bankClientConverter.fromFirestore(fakeSnapshot('c2', { name: 'X', status: 'approved' })),
    ).toThrow();
  });
});

describe('kycDocumentConverter', () => {
  it('reads a rejected document with its reviewer and reason', () => {
    const document = kycDocumentConverter.fromFirestore(
      fakeSnapshot('photo', {
        kind: 'photo',
        status: 'rejected',
        storagePath: 'bankClients/c1/photo/photo-1.png',
        fileName: 'photo-1.png',
        contentType: 'image/png',
        size: 1024,
        uploadedBy: 'agent-1',
        uploadedByName: 'Baraka Mwangi',
        uploadedAt: fakeTimestamp('2026-11-04T09:00:00Z'),
        reviewedBy: 'admin-1',
        reviewedByName: 'Amina Otieno',
        reviewedAt: fakeTimestamp('2026-11-05T09:00:00Z'),
        rejectionReason: 'Blurred',
      }),
    );
    expect(document).toMatchObject({
      id: 'photo',
      status: 'rejected',
      reviewedAt: new Date('2026-11-05T09:00:00Z'),
      rejectionReason: 'Blurred',
    });
  });
});

describe('history and notes', () => {
  it('reads a document history entry and a note', () => {
    expect(
      bankClientHistoryConverter.fromFirestore(
        fakeSnapshot('h1', {
          kind: 'document',
          from: 'uploaded',
          to: 'verified',
          by: 'admin-1',
          byName: 'Amina Otieno',
          at: fakeTimestamp('2026-11-05T09:00:00Z'),
          note: 'Passport photo: verified',
        }),
      ),
    ).toMatchObject({ kind: 'document', to: 'verified', note: 'Passport photo: verified' });
    expect(
      bankClientNoteConverter.fromFirestore(
        fakeSnapshot('n1', {
          body: 'Called back',
          authorId: 'agent-1',
          authorName: 'Baraka Mwangi',
          createdAt: fakeTimestamp('2026-11-05T10:00:00Z'),
        }),
      ),
    ).toMatchObject({ id: 'n1', body: 'Called back', createdAt: new Date('2026-11-05T10:00:00Z') });
  });
});
