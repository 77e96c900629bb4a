import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addApplicationNote } from '../api/add-application-note';
import type {
  ApplicationRecord,
  ApplicationNote,
  HistoryEntry,
} from '../../../data/applications/converter';
import { getApplication } from '../../../data/applications/get-application';
import { getApplicationHistory } from '../../../data/applications/list-application-history';
import { getApplicationNotes } from '../../../data/applications/list-application-notes';
import { getDocumentBlob } from '../../../lib/document-blob';
import { updateApplicationAssignment } from '../api/update-application-assignment';
import { updateApplicationPriority } from '../api/update-application-priority';
import { updateApplicationStatus } from '../api/update-application-status';
import { renderWithProviders } from '../../../test/render';
import { setLanguage } from '../../../lib/i18n';
import { aHistoryEntry, STAFF_CHOICES, staffUser } from '../../../test/fixtures';
import { anApplication } from '../testing/fixtures';
import type { CurrentStaff } from '../types';
import { ApplicationDetail } from './application-detail';
import { OBJECT_URL_LIFETIME_MS } from '../../../components/documents-list';

const [{ fakeRead }, { applicationKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/applications/keys')]),
);
// The read modules' hooks backed by fake reads; the writes replaced outright.
vi.mock('../../../data/applications/get-application', () =>
  fakeRead('getApplication', 'useApplication', applicationKeys.detail),
);
vi.mock('../../../data/applications/list-application-history', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const getApplicationHistory = vi.fn();
  return {
    getApplicationHistory,
    useApplicationHistory: (id: string) =>
      useQuery({
        queryKey: ['applications', 'detail', id, 'history'],
        queryFn: () => getApplicationHistory(id),
      }),
  };
});
vi.mock('../../../data/applications/list-application-notes', () =>
  fakeRead('getApplicationNotes', 'useApplicationNotes', applicationKeys.notes),
);
vi.mock(
  '../../../data/services/list-service-options',
  () => import('../testing/fake-service-options'),
);
// The writes are fakes; their hooks are the real ones around them (cache refresh included).
const { fakeWrite } = vi.hoisted(() => ({
  fakeWrite: async (write: string, hook: string) => {
    const { useApplicationMutation } = await import('../api/use-application-mutation');
    const fake = vi.fn();
    return { [write]: fake, [hook]: () => useApplicationMutation(fake) };
  },
}));
vi.mock('../api/update-application-status', () =>
  fakeWrite('updateApplicationStatus', 'useUpdateApplicationStatus'),
);
vi.mock('../api/update-application-assignment', () =>
  fakeWrite('updateApplicationAssignment', 'useUpdateApplicationAssignment'),
);
vi.mock('../api/update-application-priority', () =>
  fakeWrite('updateApplicationPriority', 'useUpdateApplicationPriority'),
);
vi.mock('../api/add-application-note', () =>
  fakeWrite('addApplicationNote', 'useAddApplicationNote'),
);
vi.mock('../../../lib/document-blob', () => ({ getDocumentBlob: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const MANAGER = staffUser({ uid: 'manager-1', displayName: 'Amina Otieno', role: 'manager' });
const RECEPTIONIST_WITH_VIEW = staffUser({
  uid: 'reception-1',
  role: 'receptionist',
  permissions: ['view_applications'],
});

const APPLICATION = anApplication({
  id: 'app-1',
  reference: 'APP-7K3Q9D',
  answers: { applicationType: 'Renewal', passportNumber: 'AK123456', extraKey: 'kept' },
  documents: [
    {
      path: 'applications/app-1/photo.jpg',
      name: 'photo.jpg',
      size: 245_760,
      contentType: 'image/jpeg',
      field: 'passportPhoto',
    },
  ],
});

let current: ApplicationRecord;

function renderDetail(user: CurrentStaff = MANAGER, basePath = '/applications') {
  return renderWithProviders(
    <ApplicationDetail
      applicationId="app-1"
      basePath={basePath}
      listTitle="Applications"
      currentUser={user}
      staffOptions={STAFF_CHOICES}
    />,
  );
}

function statusSection() {
  return screen.getByRole('region', { name: 'Status' });
}

/** Waits for the write to be called for this application (app-1) with these fields. */
const expectCalledFor = (write: unknown, fields: Record<string, unknown>) =>
  waitFor(() => expect(write).toHaveBeenCalledWith({ applicationId: 'app-1', ...fields }));

/** Opens the photo while Storage refuses it with `code`; resolves with the Documents alert. */
async function openPhotoFailing(message: string, code: string) {
  vi.mocked(getDocumentBlob).mockRejectedValue(Object.assign(new Error(message), { code }));
  renderDetail();
  await userEvent.click(await screen.findByRole('button', { name: 'Open photo.jpg' }));
  return within(screen.getByRole('region', { name: 'Documents' })).findByRole('alert');
}

const denied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

beforeEach(() => {
  current = APPLICATION;
  vi.mocked(getApplication).mockReset();
  vi.mocked(getApplication).mockImplementation(async () => current);
  vi.mocked(getApplicationHistory).mockReset();
  vi.mocked(getApplicationHistory).mockResolvedValue([]);
  vi.mocked(getApplicationNotes).mockReset();
  vi.mocked(getApplicationNotes).mockResolvedValue([]);
  vi.mocked(updateApplicationStatus).mockReset();
  vi.mocked(updateApplicationAssignment).mockReset();
  vi.mocked(updateApplicationPriority).mockReset();
  vi.mocked(addApplicationNote).mockReset();
  vi.mocked(getDocumentBlob).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

/** A history entry: an agent moved the application to review with a note. */
const reviewedBy = (id: string) =>
  aHistoryEntry({
    id,
    kind: 'status',
    from: 'submitted',
    to: 'in_review',
    by: 'agent-1',
    byName: 'Baraka Mwangi',
    at: new Date('2026-03-03T08:00:00Z'),
    note: 'Photo checked',
  });

/** A history entry: the manager made the application urgent. */
const madeUrgentBy = (id: string) =>
  aHistoryEntry({
    id,
    kind: 'priority',
    from: 'normal',
    to: 'urgent',
    by: 'manager-1',
    byName: 'Amina Otieno',
    at: new Date('2026-03-03T09:15:00Z'),
  });

/** Types the status note (whose label says a rejection needs one), then presses the move. */
async function moveWithNote(action: string, note: string) {
  await userEvent.type(
    screen.getByLabelText('Note with the change (a reason is needed to reject)'),
    note,
  );
  await userEvent.click(screen.getByRole('button', { name: action }));
}

describe('ApplicationDetail', () => {
  it('shows the applicant, the labelled answers and the documents', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application APP-7K3Q9D' }),
    ).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    for (const text of [
      'Wanjiru Kamau',
      '12 Apr 1990',
      'wanjiru@example.com',
      '+44 7700 900123',
      '12 Acacia Road, Leeds',
      'Kiswahili',
    ]) {
      expect(applicant).toHaveTextContent(text);
    }
    const answers = await screen.findByRole('region', { name: 'Answers' });
    await waitFor(() => expect(answers).toHaveTextContent('Application typeRenewal'));
    expect(answers).toHaveTextContent('Current passport numberAK123456');
    expect(answers).toHaveTextContent('Extra keykept');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent('photo.jpg');
    expect(documents).toHaveTextContent('JPEG image · 240 KB · Passport photo');
  });

  it('reads in Kiswahili: headings, labels and the lead', async () => {
    await setLanguage('sw');
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ombi APP-7K3Q9D' }),
    ).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Mwombaji' });
    expect(applicant).toHaveTextContent('Tarehe ya kuzaliwa');
    // Medium dates read the same in both languages ('12 Apr 1990').
    expect(applicant).toHaveTextContent('12 Apr 1990');
    expect(screen.getByText(/· lilitumwa /)).toBeInTheDocument();
    // The service and its field's label in the catalogue's Kiswahili; the answer stays the
    // English option the applicant chose (what staff read).
    await waitFor(() =>
      expect(screen.getByText(/· lilitumwa /)).toHaveTextContent('Kuomba na kuhuisha pasipoti'),
    );
    expect(screen.getByRole('region', { name: 'Majibu' })).toHaveTextContent('Aina ya ombiRenewal');
    expect(screen.getByRole('region', { name: 'Nyaraka' })).toHaveTextContent(
      'Picha ya JPEG · 240 KB',
    );
    expect(screen.getByRole('region', { name: 'Historia' })).toBeInTheDocument();
  });

  it("says how the application arrived, in words of the page's language", async () => {
    current = { ...APPLICATION, source: 'walk_in' };
    renderDetail();
    const applicant = await screen.findByRole('region', { name: 'Applicant' });
    expect(applicant).toHaveTextContent('SentWalk in');
    await setLanguage('sw', { persist: false });
    await waitFor(() => expect(applicant).toHaveTextContent('LilitumwaAna kwa ana kituoni'));
    expect(applicant).not.toHaveTextContent('Walk in');
  });

  it('reads the status moves and the history in Kiswahili', async () => {
    vi.mocked(getApplicationHistory).mockResolvedValue([reviewedBy('h1')]);
    await setLanguage('sw', { persist: false });
    renderDetail();
    expect(await screen.findByRole('group', { name: 'Badilisha hali' })).toBeInTheDocument();
    expect(
      screen.getByLabelText('Maelezo ya badiliko (sababu inahitajika ili kukataa)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Herufi 0 kati ya 500')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Historia' });
    expect(timeline).toHaveTextContent('Maelezo: Photo checked');
    expect(timeline).not.toHaveTextContent('Note:');
  });

  it("says 'Reference pending' until the reference is assigned", async () => {
    current = { ...APPLICATION, reference: null };
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application (Reference pending)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applicant' })).toHaveTextContent(
      'ReferenceReference pending',
    );
  });

  it('offers only the moves the workflow allows from the current status', async () => {
    renderDetail();
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.getByTestId('application-status')).toHaveTextContent('Submitted');
    const actions = within(statusSection()).getByRole('group', { name: 'Change status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Move to In review', 'Withdraw']);
  });

  it('offers approve, reject, request information and withdraw while in review', async () => {
    current = { ...APPLICATION, status: 'in_review' };
    renderDetail();
    const actions = await screen.findByRole('group', { name: 'Change status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Request information', 'Approve', 'Reject', 'Withdraw']);
  });

  it('offers no moves once an application is closed', async () => {
    current = { ...APPLICATION, status: 'completed' };
    renderDetail();
    expect(await screen.findByText(/its status cannot change any more/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('sends the new status with its note and the status it moves from, then shows it', async () => {
    vi.mocked(updateApplicationStatus).mockImplementation(async ({ status }) => {
      current = { ...current, status };
    });
    renderDetail();
    await screen.findByRole('group', { name: 'Change status' });
    await moveWithNote('Move to In review', 'Photo checked');
    await expectCalledFor(updateApplicationStatus, {
      status: 'in_review',
      statusNote: 'Photo checked',
      expectedStatus: 'submitted',
    });
    expect(toast.success).toHaveBeenCalledWith('Status changed to In review.', SHOWN_NOT_SPOKEN);
    await waitFor(() =>
      expect(screen.getByTestId('application-status')).toHaveTextContent('In review'),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('rejects only with a reason: without one it says so and sends nothing', async () => {
    current = { ...APPLICATION, status: 'in_review' };
    vi.mocked(updateApplicationStatus).mockImplementation(async ({ status }) => {
      current = { ...current, status };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await within(statusSection()).findByRole('alert')).toHaveTextContent(
      'Say why the application is rejected.',
    );
    expect(updateApplicationStatus).not.toHaveBeenCalled();
    expect(screen.getByTestId('application-status')).toHaveTextContent('In review');

    await moveWithNote('Reject', 'The photo does not meet the rules.');
    await expectCalledFor(updateApplicationStatus, {
      status: 'rejected',
      statusNote: 'The photo does not meet the rules.',
      expectedStatus: 'in_review',
    });
  });

  it('explains a refused status change in words', async () => {
    vi.mocked(updateApplicationStatus).mockRejectedValue(denied());
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await within(statusSection()).findByRole('alert')).toHaveTextContent(
      'You do not have permission to change this application.',
    );
    expect(toast.error).toHaveBeenCalledWith(
      'You do not have permission to change this application.',
      SHOWN_NOT_SPOKEN,
    );
  });

  it('says when someone else moved it first, and shows the latest version', async () => {
    // The callable answers failed-precondition when the status the page showed is stale.
    vi.mocked(updateApplicationStatus).mockImplementation(async () => {
      current = { ...current, status: 'withdrawn' };
      throw Object.assign(new Error('changed meanwhile'), {
        code: 'functions/failed-precondition',
      });
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to In review' }));
    const conflict =
      'This application was changed by someone else. The page now shows the latest version.';
    expect(await within(statusSection()).findByRole('alert')).toHaveTextContent(conflict);
    expect(toast.error).toHaveBeenCalledWith(conflict, SHOWN_NOT_SPOKEN);
    await waitFor(() =>
      expect(screen.getByTestId('application-status')).toHaveTextContent('Withdrawn'),
    );
  });

  it('assigns through the staff picker with the name', async () => {
    vi.mocked(updateApplicationAssignment).mockResolvedValue();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Assignment' });
    const picker = within(form).getByRole('combobox', { name: 'Assigned to' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Baraka Mwangi', 'Chiku Njeri']);
    await userEvent.selectOptions(picker, 'Chiku Njeri');
    await userEvent.click(within(form).getByRole('button', { name: 'Save assignment' }));
    await expectCalledFor(updateApplicationAssignment, {
      assignedTo: 'agent-2',
      assignedToName: 'Chiku Njeri',
      updatedBy: 'manager-1',
    });
    expect(toast.success).toHaveBeenCalledWith('Assignment saved.');
  });

  it('keeps focus on Save assignment through the save and once the record is refreshed', async () => {
    vi.mocked(updateApplicationAssignment).mockImplementation(async () => {
      current = { ...current, assignedTo: 'agent-2', assignedToName: 'Chiku Njeri' };
    });
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Assignment' });
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'Chiku Njeri');
    const save = within(form).getByRole('button', { name: 'Save assignment' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Assignment saved.'));
    // The refreshed record: the select shows the saved assignee; nothing left to save.
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save assignment' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(within(form).getByRole('combobox')).toHaveValue('agent-2');
    expect(document.activeElement).toBe(
      within(screen.getByRole('form', { name: 'Assignment' })).getByRole('button', {
        name: 'Save assignment',
      }),
    );
  });

  it('keeps focus on Save assignment when the save is refused, the refusal announced', async () => {
    vi.mocked(updateApplicationAssignment).mockRejectedValue(
      Object.assign(new Error('nope'), { code: 'permission-denied' }),
    );
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Assignment' });
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'Chiku Njeri');
    const save = within(form).getByRole('button', { name: 'Save assignment' });
    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).toBe(save);
  });

  it('unassigns and changes the priority', async () => {
    current = { ...APPLICATION, assignedTo: 'agent-1', assignedToName: 'Baraka Mwangi' };
    vi.mocked(updateApplicationAssignment).mockResolvedValue();
    vi.mocked(updateApplicationPriority).mockResolvedValue();
    renderDetail();
    const assignment = await screen.findByRole('form', { name: 'Assignment' });
    await userEvent.selectOptions(within(assignment).getByRole('combobox'), 'Unassigned');
    await userEvent.click(within(assignment).getByRole('button', { name: 'Save assignment' }));
    await waitFor(() =>
      expect(updateApplicationAssignment).toHaveBeenCalledWith(
        expect.objectContaining({ assignedTo: null, updatedBy: 'manager-1' }),
      ),
    );
    const priority = screen.getByRole('form', { name: 'Priority' });
    await userEvent.selectOptions(within(priority).getByRole('combobox'), 'Urgent');
    await userEvent.click(within(priority).getByRole('button', { name: 'Save priority' }));
    await expectCalledFor(updateApplicationPriority, {
      priority: 'urgent',
      updatedBy: 'manager-1',
    });
  });

  it('lists notes newest first and adds one without naming its author', async () => {
    const notes: ApplicationNote[] = [
      {
        id: 'n2',
        body: 'Second note',
        authorId: 'agent-1',
        authorName: 'Baraka',
        createdAt: new Date('2026-03-03T10:00:00Z'),
      },
      {
        id: 'n1',
        body: 'First note',
        authorId: 'agent-1',
        authorName: 'Baraka',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
    ];
    vi.mocked(getApplicationNotes).mockImplementation(async () => notes);
    vi.mocked(addApplicationNote).mockImplementation(async ({ body }) => {
      notes.unshift({
        id: 'n3',
        body,
        authorId: 'manager-1',
        authorName: 'Amina Otieno',
        createdAt: new Date(),
      });
      return 'n3';
    });
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Second note', 'First note']);

    await userEvent.type(screen.getByLabelText('New note'), 'Called the applicant');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      // Only the application and the text: the server writes who the author is.
      expect(addApplicationNote).toHaveBeenCalledWith({
        applicationId: 'app-1',
        body: 'Called the applicant',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('keeps a note being written through a failed save and a reload, and forgets it once saved', async () => {
    sessionStorage.clear();
    vi.mocked(addApplicationNote).mockRejectedValueOnce(new Error('unavailable'));
    renderDetail();
    await userEvent.type(await screen.findByLabelText('New note'), 'Waiting for the photo');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    // The page opened again (a reload, or back from another page): the text is still there.
    cleanup();
    renderDetail();
    expect(await screen.findByLabelText('New note')).toHaveValue('Waiting for the photo');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
    expect(addApplicationNote).toHaveBeenLastCalledWith({
      applicationId: 'app-1',
      body: 'Waiting for the photo',
    });

    cleanup();
    renderDetail();
    expect(await screen.findByLabelText('New note')).toHaveValue('');
  });

  it('refuses an empty note', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(addApplicationNote).not.toHaveBeenCalled();
  });

  it('renders the history in order with who, what and the note', async () => {
    const history: HistoryEntry[] = [
      aHistoryEntry({
        id: 'h1',
        kind: 'created',
        to: 'submitted',
        by: 'applicant',
        at: new Date('2026-03-02T09:30:00Z'),
      }),
      aHistoryEntry({
        id: 'h2',
        kind: 'assignment',
        to: 'agent-1',
        by: 'manager-1',
        byName: 'Amina Otieno',
        at: new Date('2026-03-02T10:00:00Z'),
      }),
      reviewedBy('h3'),
    ];
    vi.mocked(getApplicationHistory).mockResolvedValue(history);
    renderDetail();
    const timeline = await screen.findByRole('list', { name: 'History' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Application submitted',
      'Assigned to Baraka Mwangi',
      'Status changed from Submitted to In review',
    ]);
    expect(items[0]).toHaveTextContent('by the applicant');
    expect(items[1]).toHaveTextContent('by Amina Otieno');
    expect(items[2]).toHaveTextContent('Note: Photo checked');
  });

  it('says who changed the priority and when, in English and in Kiswahili', async () => {
    vi.mocked(getApplicationHistory).mockResolvedValue([madeUrgentBy('h4')]);
    renderDetail();
    const timeline = await screen.findByRole('list', { name: 'History' });
    const [item] = within(timeline).getAllByRole('listitem');
    expect(item?.querySelector('strong')).toHaveTextContent(
      /^Priority changed from Normal to Urgent$/,
    );
    expect(item).toHaveTextContent('by Amina Otieno');
    expect(item?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-03T09:15:00.000Z');

    await setLanguage('sw', { persist: false });
    const historia = await screen.findByRole('list', { name: 'Historia' });
    await waitFor(() =>
      expect(historia.querySelector('strong')).toHaveTextContent(
        /^Kipaumbele kimebadilika kutoka Kawaida kuwa Dharura$/,
      ),
    );
    expect(historia).toHaveTextContent('na Amina Otieno');
  });

  it('shows the priority entry on the timeline once a priority save settles', async () => {
    const recorded: HistoryEntry[] = [];
    vi.mocked(getApplicationHistory).mockImplementation(async () => [...recorded]);
    vi.mocked(updateApplicationPriority).mockImplementation(async () => {
      // What the callable does in its transaction: the field and the history entry.
      current = { ...current, priority: 'urgent' };
      recorded.push(madeUrgentBy('h4'));
    });
    renderDetail();
    expect(await screen.findByText('No history recorded yet.')).toBeInTheDocument();
    const priority = screen.getByRole('form', { name: 'Priority' });
    await userEvent.selectOptions(within(priority).getByRole('combobox'), 'Urgent');
    await userEvent.click(within(priority).getByRole('button', { name: 'Save priority' }));
    const timeline = await screen.findByRole('list', { name: 'History' });
    expect(timeline).toHaveTextContent('Priority changed from Normal to Urgent');
  });

  it('is read-only without manage_applications', async () => {
    current = { ...APPLICATION, assignedTo: 'agent-1', assignedToName: 'Baraka Mwangi' };
    renderDetail(RECEPTIONIST_WITH_VIEW);
    expect(
      await screen.findByText('You can view this application but not change it.'),
    ).toBeVisible();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Submitted');
    expect(screen.queryByRole('button', { name: 'Move to In review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Assignment and priority' })).toHaveTextContent(
      'Baraka Mwangi',
    );
  });

  it('does not read the application for a user without view_applications', () => {
    renderDetail(staffUser({ role: 'bank_agent' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to view applications.',
    );
    expect(getApplication).not.toHaveBeenCalled();
  });

  it('says when the application does not exist', async () => {
    vi.mocked(getApplication).mockResolvedValue(null);
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was not found.');
  });

  describe('opening a document', () => {
    const PHOTO = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    let created: Blob[];
    let revoked: string[];

    // jsdom has no object URLs: record what the page creates and revokes.
    beforeEach(() => {
      created = [];
      revoked = [];
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => `blob:test/${created.push(blob)}`),
        revokeObjectURL: vi.fn((url: string) => void revoked.push(url)),
      });
    });

    it('reads it through the rules-checked SDK read and opens it as a blob: URL', async () => {
      vi.mocked(getDocumentBlob).mockResolvedValue(PHOTO);
      const opened = { opener: {} };
      const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Open photo.jpg' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:test/1', '_blank'));
      expect(getDocumentBlob).toHaveBeenCalledWith('applications/app-1/photo.jpg', 'image/jpeg');
      expect(created).toEqual([PHOTO]);
      expect(opened.opener).toBeNull();
      open.mockRestore();
    });

    it('revokes the blob: URL when the file is opened again and when the page closes', async () => {
      vi.mocked(getDocumentBlob).mockResolvedValue(PHOTO);
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      const view = renderDetail();
      const button = await screen.findByRole('button', { name: 'Open photo.jpg' });
      await userEvent.click(button);
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      expect(revoked).toEqual([]);
      await userEvent.click(button);
      await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
      expect(revoked).toEqual(['blob:test/1']);
      view.unmount();
      expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
      open.mockRestore();
    });

    it('offers a link when a pop-up blocker stops the tab, and withdraws it with the URL', async () => {
      vi.mocked(getDocumentBlob).mockResolvedValue(PHOTO);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const timeout = vi.spyOn(window, 'setTimeout');
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Open photo.jpg' }));
      const link = await screen.findByRole('link', { name: /open photo\.jpg here/ });
      expect(link).toHaveAttribute('href', 'blob:test/1');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      // The URL's expiry (OBJECT_URL_LIFETIME_MS), run now rather than waited for.
      const expiry = timeout.mock.calls.find(([, delay]) => delay === OBJECT_URL_LIFETIME_MS);
      expect(expiry).toBeDefined();
      act(() => (expiry![0] as () => void)());
      expect(revoked).toEqual(['blob:test/1']);
      expect(screen.queryByRole('link', { name: /open photo\.jpg here/ })).not.toBeInTheDocument();
      open.mockRestore();
      timeout.mockRestore();
    });

    it('says clearly when the rules refuse the read', async () => {
      expect(await openPhotoFailing('denied', 'storage/unauthorized')).toHaveTextContent(
        'This file cannot be opened: you do not have permission to read it.',
      );
      expect(created).toEqual([]);
    });
  });

  it('says clearly when a document cannot be opened', async () => {
    expect(await openPhotoFailing('not found', 'storage/object-not-found')).toHaveTextContent(
      'This file cannot be opened: it was not found in storage.',
    );
  });

  it('tells staff when an HCA candidate may book an exam seat: only once approved', async () => {
    current = { ...APPLICATION, kind: 'hca', serviceId: 'hca-exam', status: 'in_review' };
    const view = renderDetail(MANAGER, '/hca-applications');
    expect(
      await screen.findByText(
        'The candidate can book an HCA exam seat once this registration is approved.',
      ),
    ).toBeInTheDocument();
    view.unmount();
    current = { ...APPLICATION, kind: 'hca', serviceId: 'hca-exam', status: 'approved' };
    renderDetail(MANAGER, '/hca-applications');
    expect(
      await screen.findByText(/Eligibility approved: the candidate can now book an HCA exam seat/),
    ).toHaveTextContent('APP-7K3Q9D');
  });

  it('says nothing about exam seats on other applications', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Application APP-7K3Q9D' });
    expect(screen.queryByTestId('exam-eligibility')).not.toBeInTheDocument();
  });
});
