import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LicenceRenewalStatus } from '@centre/domain/licence-renewals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LicenceRenewalHistoryEntry,
  LicenceRenewalRecord,
} from '../../../data/licence-renewals/converter';
import { getLicenceRenewal } from '../../../data/licence-renewals/get-licence-renewal';
import { getLicenceRenewalHistory } from '../../../data/licence-renewals/list-licence-renewal-history';
import { getLicenceRenewalNotes } from '../../../data/licence-renewals/list-licence-renewal-notes';
import { A_LICENCE_COPY } from '../../../data/licence-renewals/testing';
import { setLanguage } from '../../../lib/i18n';
import { aHistoryEntry, STAFF_CHOICES } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

import {
  addLicenceRenewalNote,
  assignLicenceRenewal,
  changeLicenceRenewalStatus,
} from '../api/licence-renewal-mutations';
import { aRenewal, aStaffMember as staffUser } from '../testing/fixtures';
import { LicenceRenewalDetail } from './licence-renewal-detail';
import { expectTexts } from '../../../test/texts';

const [{ fakeRead }, { licenceRenewalKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/licence-renewals/keys')]),
);
vi.mock('../../../data/licence-renewals/get-licence-renewal', () =>
  fakeRead('getLicenceRenewal', 'useLicenceRenewal', licenceRenewalKeys.detail),
);
vi.mock('../../../data/licence-renewals/list-licence-renewal-history', () =>
  fakeRead('getLicenceRenewalHistory', 'useLicenceRenewalHistory', licenceRenewalKeys.history),
);
vi.mock('../../../data/licence-renewals/list-licence-renewal-notes', () =>
  fakeRead('getLicenceRenewalNotes', 'useLicenceRenewalNotes', licenceRenewalKeys.notes),
);
// The callables are fakes; their hooks are the real ones around them (cache refresh included).
vi.mock('../api/licence-renewal-mutations', async () => {
  const real = await import('../api/use-licence-renewal-mutation');
  const changeLicenceRenewalStatus = vi.fn();
  const assignLicenceRenewal = vi.fn();
  const addLicenceRenewalNote = vi.fn();
  return {
    changeLicenceRenewalStatus,
    assignLicenceRenewal,
    addLicenceRenewalNote,
    useChangeLicenceRenewalStatus: () => real.useLicenceRenewalMutation(changeLicenceRenewalStatus),
    useAssignLicenceRenewal: () => real.useLicenceRenewalMutation(assignLicenceRenewal),
    useAddLicenceRenewalNote: () => real.useLicenceRenewalMutation(addLicenceRenewalNote),
  };
});
vi.mock('../../../lib/document-blob', () => ({ getDocumentBlob: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const MANAGER = staffUser({ uid: 'manager-1', displayName: 'Amina Otieno', role: 'manager' });
// Wednesday 25 November 2026.
const NOW = new Date('2026-11-25T10:00:00Z');

const RENEWAL = aRenewal({
  id: 'r1',
  status: 'in_review',
  statusChangedAt: new Date('2026-11-04T09:00:00Z'),
  answers: {
    licenceNumber: 'DL-123456',
    licenceClass: 'B',
    issuingCountry: 'Kenya',
    licenceExpiry: '2026-12-31',
    delivery: 'courier',
    courierAddress: '12 Acacia Road, Leeds',
  },
  documents: [A_LICENCE_COPY],
});

const HISTORY: LicenceRenewalHistoryEntry[] = [
  aHistoryEntry({
    id: 'h1',
    kind: 'created',
    to: 'submitted',
    at: new Date('2026-11-02T09:30:00Z'),
  }),
  aHistoryEntry({
    id: 'h2',
    kind: 'status',
    from: 'submitted',
    to: 'in_review',
    by: 'manager-1',
    byName: 'Amina Otieno',
    at: new Date('2026-11-04T09:00:00Z'),
  }),
  aHistoryEntry({
    id: 'h3',
    kind: 'assignment',
    to: 'agent-1',
    toName: 'Baraka Mwangi',
    by: 'manager-1',
    byName: 'Amina Otieno',
    at: new Date('2026-11-04T09:05:00Z'),
  }),
];

let current: LicenceRenewalRecord;

function renderDetail(user = MANAGER) {
  return renderWithProviders(
    <LicenceRenewalDetail
      renewalId="r1"
      currentUser={user}
      staffOptions={STAFF_CHOICES}
      now={NOW}
    />,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

/** The status change callable answers that the renewal moved to `status`. */
function statusChangeSucceeds(status: LicenceRenewalStatus) {
  vi.mocked(changeLicenceRenewalStatus).mockResolvedValue({
    renewalId: 'r1',
    status,
    changed: true,
  });
}

/** Waits for the page to move the renewal it shows in review to `to`, with `note`. */
function expectMoveFromReview(to: LicenceRenewalStatus, note: string) {
  return waitFor(() =>
    expect(changeLicenceRenewalStatus).toHaveBeenCalledWith({
      renewalId: 'r1',
      to,
      expectedStatus: 'in_review',
      note,
    }),
  );
}

beforeEach(() => {
  current = RENEWAL;
  vi.mocked(getLicenceRenewal).mockReset();
  vi.mocked(getLicenceRenewal).mockImplementation(async () => current);
  vi.mocked(getLicenceRenewalHistory).mockReset();
  vi.mocked(getLicenceRenewalHistory).mockResolvedValue(HISTORY);
  vi.mocked(getLicenceRenewalNotes).mockReset();
  vi.mocked(getLicenceRenewalNotes).mockResolvedValue([]);
  vi.mocked(changeLicenceRenewalStatus).mockReset();
  vi.mocked(assignLicenceRenewal).mockReset();
  vi.mocked(addLicenceRenewalNote).mockReset();
});

describe('LicenceRenewalDetail', () => {
  it('shows the applicant, the licence, the delivery and the documents', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Licence renewal LIC-7K3Q9D' }),
    ).toBeInTheDocument();
    const licence = section('Licence');
    expectTexts(licence, ['DL-123456', 'Kenya', 'Send by courier', '12 Acacia Road, Leeds']);
    expect(section('Applicant')).toHaveTextContent('wanjiru@example.com');
    const documents = section('Documents');
    expect(documents).toHaveTextContent('licence.pdf');
    expect(documents).toHaveTextContent('Copy of licence (both sides)');
    expect(within(documents).getByRole('button', { name: 'Open licence.pdf' })).toBeEnabled();
  });

  it.each([
    ['submitted', ['Start review', 'Reject']],
    ['in_review', ['Ask the client for something', 'Mark sent to the authority', 'Reject']],
    ['awaiting_client', ['Start review', 'Reject']],
    ['sent_to_authority', ['Mark ready for collection', 'Reject']],
    ['ready_for_collection', ['Mark collected']],
  ] as const)('offers from %s only the moves the workflow allows', async (status, actions) => {
    current = { ...RENEWAL, status };
    renderDetail();
    const group = await screen.findByRole('group', { name: 'Change status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(actions);
  });

  it('offers no move on a closed renewal', async () => {
    current = { ...RENEWAL, status: 'completed' };
    renderDetail();
    expect(await screen.findByText(/its status cannot change any more/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change status' })).toBeNull();
  });

  it('asks for a message before asking the client for something, then sends it with the status shown', async () => {
    const user = userEvent.setup();
    statusChangeSucceeds('awaiting_client');
    renderDetail();
    const ask = await screen.findByRole('button', { name: 'Ask the client for something' });
    await user.click(ask);
    expect(within(section('Status')).getByRole('alert')).toHaveTextContent(
      'Say what is missing, or why it is rejected.',
    );
    expect(changeLicenceRenewalStatus).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Message/), 'The photo is missing.');
    await user.click(ask);
    await expectMoveFromReview('awaiting_client', 'The photo is missing.');
  });

  it('refuses a rejection without a reason, but moves on without a message otherwise', async () => {
    const user = userEvent.setup();
    statusChangeSucceeds('sent_to_authority');
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(changeLicenceRenewalStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mark sent to the authority' }));
    await expectMoveFromReview('sent_to_authority', '');
  });

  it('says so when someone else moved the renewal first', async () => {
    const user = userEvent.setup();
    vi.mocked(changeLicenceRenewalStatus).mockRejectedValue(
      Object.assign(new Error('stale'), { code: 'functions/failed-precondition' }),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark sent to the authority' }));
    expect(await within(section('Status')).findByRole('alert')).toHaveTextContent(
      'This licence renewal was changed by someone else since you opened it.',
    );
  });

  it('shows the clock: days in the current status, flagged stuck, and the days in each status', async () => {
    renderDetail();
    expect(await screen.findByTestId('days-in-status')).toHaveTextContent(
      '21 days in this status (15 working)',
    );
    expect(within(section('Status')).getByTestId('stuck-flag')).toHaveTextContent(
      'Stuck: more than 10 working days in this status',
    );
    const rows = await within(section('Time in each status')).findAllByTestId('clock-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Submitted 1 day \(2 working\), from/),
      expect.stringMatching(/^In review 21 days \(15 working\), from/),
    ]);
  });

  it('does not flag a renewal that moved recently', async () => {
    current = { ...RENEWAL, statusChangedAt: new Date('2026-11-20T09:00:00Z') };
    renderDetail();
    expect(await screen.findByTestId('days-in-status')).toHaveTextContent('5 days');
    expect(screen.queryByTestId('stuck-flag')).toBeNull();
  });

  it('assigns the renewal to a member of staff', async () => {
    const user = userEvent.setup();
    vi.mocked(assignLicenceRenewal).mockResolvedValue({
      renewalId: 'r1',
      status: 'in_review',
      changed: true,
    });
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Assign the licence renewal' });
    expect(within(form).getByRole('button', { name: 'Save assignment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.selectOptions(within(form).getByLabelText('Assigned to'), 'agent-2');
    await user.click(within(form).getByRole('button', { name: 'Save assignment' }));
    await waitFor(() =>
      expect(assignLicenceRenewal).toHaveBeenCalledWith({ renewalId: 'r1', assigneeId: 'agent-2' }),
    );
  });

  it('lists the notes and adds one', async () => {
    const user = userEvent.setup();
    vi.mocked(getLicenceRenewalNotes).mockResolvedValue([
      {
        id: 'n1',
        body: 'Called the client.',
        authorId: 'manager-1',
        authorName: 'Amina Otieno',
        createdAt: new Date('2026-11-05T10:00:00Z'),
      },
    ]);
    vi.mocked(addLicenceRenewalNote).mockResolvedValue({ noteId: 'n2' });
    renderDetail();
    const notes = await screen.findByRole('list', { name: 'Internal notes' });
    expect(notes).toHaveTextContent('Called the client.');
    expect(notes).toHaveTextContent('Amina Otieno');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Photo received by email.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(addLicenceRenewalNote).toHaveBeenCalledWith({
        renewalId: 'r1',
        body: 'Photo received by email.',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it('reads in Kiswahili: headings, statuses, actions and the clock', async () => {
    await setLanguage('sw');
    try {
      renderDetail();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ombi la leseni LIC-7K3Q9D' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('renewal-status')).toHaveTextContent('Inakaguliwa');
      expect(screen.getByRole('button', { name: 'Omba kitu kwa mteja' })).toBeInTheDocument();
      expect(screen.getByTestId('days-in-status')).toHaveTextContent(
        'Siku 21 katika hali hii (za kazi 15)',
      );
      expect(screen.getByRole('region', { name: 'Leseni' })).toHaveTextContent(
        'Kutumwa kwa msafirishaji',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the history in words', async () => {
    renderDetail();
    const history = await screen.findByRole('list', { name: 'History' });
    expectTexts(history, [
      'Request received',
      'Submitted → In review',
      'Assigned to Baraka Mwangi',
      'by Amina Otieno',
    ]);
  });

  it('lets an agent, who cannot manage renewals, change nothing', async () => {
    renderDetail(
      staffUser({
        role: 'agent',
        permissions: ['view_license_renewals', 'manage_license_renewals'],
      }),
    );
    expect(
      await screen.findByText(/can view this licence renewal but not change it/),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Assign the licence renewal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});
