import type { DeskRecord, VisitRecord } from '@centre/domain/visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { aVisit, SERVICES } from '../testing/fixtures';
import { DeskPanel } from './desk-panel';
import { VisitActions } from './visit-actions';

const calls = vi.hoisted(() => ({
  openDesk: vi.fn(),
  closeDesk: vi.fn(),
  callNextVisit: vi.fn(),
  updateVisit: vi.fn(),
  transferVisit: vi.fn(),
  assignVisit: vi.fn(),
}));
const desk = vi.hoisted(() => ({ current: null as DeskRecord | null }));

vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../data/desks/get-my-desk', () => ({
  useMyDesk: () => ({ isPending: false, isError: false, data: desk.current }),
}));
vi.mock('../../../data/visits/get-visit', () => ({
  useVisit: () => ({ isPending: false, data: null }),
}));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({
    isPending: false,
    data: [{ value: 'agent-2', label: 'Baraka', role: 'agent', department: '' }],
  }),
}));

function anOpenDesk(overrides: Partial<DeskRecord> = {}): DeskRecord {
  return {
    id: 'agent-1',
    deskName: 'Desk 3',
    serviceIds: ['passport-renewal'],
    staffName: 'Amina',
    open: true,
    openedAt: null,
    currentVisitId: null,
    currentTicket: null,
    ...overrides,
  };
}

function renderActions(visit: VisitRecord, canManage = true) {
  return renderWithProviders(
    <VisitActions visit={visit} canManage={canManage} uid="agent-1" services={SERVICES} />,
  );
}

/** The desk panel; gives `rerender` for the visits the live list gives next (same tree). */
function renderDesk(activeVisits: readonly VisitRecord[]) {
  const view = renderWithProviders(
    <DeskPanel uid="agent-1" services={SERVICES} activeVisits={activeVisits} />,
  );
  return (next: readonly VisitRecord[]) =>
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <MemoryRouter>
          <Routes>
            <Route
              path="*"
              element={<DeskPanel uid="agent-1" services={SERVICES} activeVisits={next} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
}

beforeEach(() => {
  vi.clearAllMocks();
  desk.current = null;
  calls.updateVisit.mockImplementation(async (input: { visitId: string }) => ({
    visitId: input.visitId,
    status: 'completed',
    ticket: 'A-007',
  }));
});

describe('visit actions', () => {
  it('offers Recall, Start, No-show, Transfer, Assign and Cancel to a called visit', () => {
    renderActions(aVisit({ status: 'called' }));
    const group = screen.getByRole('group', { name: 'Visit actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Recall', 'Start', 'No-show', 'Transfer', 'Assign', 'Cancel']);
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('keeps No-show disabled until the visitor was called again twice', () => {
    const { unmount } = renderActions(aVisit({ status: 'called', recallCount: 1 }));
    expect(screen.getByRole('button', { name: 'No-show' })).toBeDisabled();
    expect(screen.getByText('No-show is possible after 1 more recall.')).toBeInTheDocument();
    unmount();
    renderActions(aVisit({ status: 'called', recallCount: 2 }));
    expect(screen.getByRole('button', { name: 'No-show' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Recall (2)' })).toBeEnabled();
  });

  it('offers Complete (with a required outcome) to a visit in service, and sends it', async () => {
    const user = userEvent.setup();
    renderActions(aVisit({ status: 'in_service' }));
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Complete the visit' }));
    expect(screen.getByLabelText(/^Outcome/)).toHaveAccessibleDescription(
      'Write what was done for the visitor.',
    );
    expect(calls.updateVisit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Outcome/), 'Passport form checked and sent');
    await user.click(screen.getByRole('button', { name: 'Complete the visit' }));
    // The Functions SDK loads with the first call (lib/call-function).
    await waitFor(() =>
      expect(calls.updateVisit).toHaveBeenCalledWith({
        visitId: 'visit-1',
        action: 'complete',
        expectedStatus: 'in_service',
        note: 'Passport form checked and sent',
      }),
    );
  });

  it('shows the server refusal in words', async () => {
    calls.updateVisit.mockRejectedValue(
      Object.assign(new Error('This visit changed meanwhile; look again'), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    renderActions(aVisit({ status: 'called' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This visit changed meanwhile; look again',
    );
  });

  it('offers nothing to change without manage_visits, nor on a finished visit', () => {
    const { unmount } = renderActions(aVisit({ status: 'called' }), false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('You can see this visit but not change it.')).toBeInTheDocument();
    unmount();
    renderActions(aVisit({ status: 'completed' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('desk panel', () => {
  it('opens a desk with a name and services', async () => {
    calls.openDesk.mockResolvedValue({});
    const user = userEvent.setup();
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[]} />);
    await user.click(screen.getByRole('button', { name: 'Open desk' }));
    expect(screen.getByLabelText(/^Desk name/)).toHaveAccessibleDescription('Enter the desk name');
    expect(screen.getByText('Choose at least one service for the desk')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Desk name/), 'Desk 3');
    await user.click(screen.getByRole('checkbox', { name: 'Passport renewal' }));
    await user.click(screen.getByRole('button', { name: 'Open desk' }));
    await waitFor(() =>
      expect(calls.openDesk).toHaveBeenCalledWith({
        deskName: 'Desk 3',
        serviceIds: ['passport-renewal'],
      }),
    );
  });

  it('calls the next visitor and says so when nobody waits', async () => {
    desk.current = anOpenDesk();
    calls.callNextVisit.mockResolvedValue({ visitId: null });
    const user = userEvent.setup();
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[]} />);
    expect(screen.getByTestId('desk-name')).toHaveTextContent('Desk 3');
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    await waitFor(() => expect(calls.callNextVisit).toHaveBeenCalledWith({}));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nobody is waiting for your services',
    );
  });

  it('shows why Call next is refused (no desk open)', async () => {
    desk.current = anOpenDesk();
    calls.callNextVisit.mockRejectedValue(
      Object.assign(new Error('Open a desk first'), { code: 'functions/failed-precondition' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[]} />);
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Open a desk first');
  });

  it('shows the current visit with its actions and holds Call next until it is finished', () => {
    const current = aVisit({ id: 'visit-9', ticket: 'A-009', status: 'called', recallCount: 1 });
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[current]} />);
    const panel = screen.getByTestId('current-visit');
    expect(within(panel).getByText('A-009')).toBeInTheDocument();
    expect(within(panel).getByText('Called again 1 time')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Recall (1)' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'No-show' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Call next' })).toBeDisabled();
  });
});

describe('focus after each step at the desk', () => {
  const visitHeading = (status: string) =>
    screen.getByRole('heading', {
      level: 3,
      name: `A-009 Amani Otieno · Passport renewal ${status}`,
    });

  it('moves focus to the heading of the visit Call next called', async () => {
    desk.current = anOpenDesk();
    calls.callNextVisit.mockImplementation(async () => {
      desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
      return { visitId: 'visit-9', status: 'called', ticket: 'A-009' };
    });
    const user = userEvent.setup();
    renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'called' })]);
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    await waitFor(() => expect(document.activeElement).toBe(visitHeading('Called')));
    expect(screen.getByRole('button', { name: 'Call next' })).toBeDisabled();
  });

  it('moves focus to the notice when nobody waits', async () => {
    desk.current = anOpenDesk();
    calls.callNextVisit.mockResolvedValue({ visitId: null });
    const user = userEvent.setup();
    renderDesk([]);
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(notice).toHaveTextContent('Nobody is waiting for your services');
  });

  it('keeps focus on Call next when it is refused, the refusal announced', async () => {
    desk.current = anOpenDesk();
    calls.callNextVisit.mockRejectedValue(
      Object.assign(new Error('Open a desk first'), { code: 'functions/failed-precondition' }),
    );
    const user = userEvent.setup();
    renderDesk([]);
    const callNext = screen.getByRole('button', { name: 'Call next' });
    await user.click(callNext);
    expect(await screen.findByRole('alert')).toHaveTextContent('Open a desk first');
    await waitFor(() => expect(callNext).toBeEnabled());
    expect(document.activeElement).toBe(callNext);
  });

  it('moves focus to the visit heading after Start, where it stays as the status changes', async () => {
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    const user = userEvent.setup();
    const rerender = renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'called' })]);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(document.activeElement).toBe(visitHeading('Called')));
    rerender([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'in_service' })]);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(visitHeading('In service'));
  });

  it('moves focus to the visit heading after Complete the visit', async () => {
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    const user = userEvent.setup();
    const rerender = renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'in_service' })]);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.type(screen.getByLabelText(/^Outcome/), 'Form checked');
    await user.click(screen.getByRole('button', { name: 'Complete the visit' }));
    await waitFor(() => expect(document.activeElement).toBe(visitHeading('In service')));
    expect(screen.queryByRole('button', { name: 'Complete the visit' })).not.toBeInTheDocument();
    desk.current = anOpenDesk();
    rerender([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'completed' })]);
    expect(document.activeElement).toBe(visitHeading('Completed'));
  });

  it('returns focus to Start when it is refused', async () => {
    calls.updateVisit.mockRejectedValue(
      Object.assign(new Error('This visit changed meanwhile; look again'), {
        code: 'functions/failed-precondition',
      }),
    );
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    const user = userEvent.setup();
    renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'called' })]);
    const start = screen.getByRole('button', { name: 'Start' });
    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent('This visit changed meanwhile');
    expect(start).toBeEnabled();
    expect(document.activeElement).toBe(start);
  });

  it('moves focus to the Outcome field when Complete opens its form; Not now gives it back', async () => {
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    const user = userEvent.setup();
    renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'in_service' })]);
    const complete = screen.getByRole('button', { name: 'Complete' });
    await user.click(complete);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Outcome/)));
    expect(complete).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByLabelText(/^Outcome/)).not.toBeInTheDocument();
    expect(document.activeElement).toBe(complete);
    // Pressed again, it opens the form again (and, pressed once more, closes it).
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Outcome/)));
    await user.click(complete);
    expect(screen.queryByLabelText(/^Outcome/)).not.toBeInTheDocument();
    expect(document.activeElement).toBe(complete);
    expect(calls.updateVisit).not.toHaveBeenCalled();
  });

  it('moves focus to the service field when Transfer opens its form', async () => {
    desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
    const user = userEvent.setup();
    renderDesk([aVisit({ id: 'visit-9', ticket: 'A-009', status: 'called' })]);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Transfer to/)));
  });
});

/** A callable's answer that comes when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The desk serving A-009 in `status`, with the visit's next update waiting for `answer`. */
function deskWithVisitAnswerPending(status: 'called' | 'in_service') {
  desk.current = anOpenDesk({ currentVisitId: 'visit-9', currentTicket: 'A-009' });
  const answer = deferred<unknown>();
  calls.updateVisit.mockReturnValue(answer.promise);
  const user = userEvent.setup();
  renderWithProviders(
    <DeskPanel
      uid="agent-1"
      services={SERVICES}
      activeVisits={[aVisit({ id: 'visit-9', ticket: 'A-009', status })]}
    />,
  );
  return { answer, user };
}

describe('focus stays on a button while its action runs', () => {
  /** Focus is on `button`, which says it is busy and stays enabled (a disabled one drops focus). */
  function expectBusyWithFocus(button: HTMLElement) {
    expect(document.activeElement).toBe(button);
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  }

  it('Call next, pressed again meanwhile, calls once', async () => {
    desk.current = anOpenDesk();
    const answer = deferred<{ visitId: null }>();
    calls.callNextVisit.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[]} />);
    const callNext = screen.getByRole('button', { name: 'Call next' });
    await user.click(callNext);
    await waitFor(() => expect(callNext).toHaveAttribute('aria-busy', 'true'));
    expectBusyWithFocus(callNext);
    await user.click(callNext);
    answer.resolve({ visitId: null });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(calls.callNextVisit).toHaveBeenCalledTimes(1);
  });

  it('Start', async () => {
    const { answer, user } = deskWithVisitAnswerPending('called');
    const start = screen.getByRole('button', { name: 'Start' });
    await user.click(start);
    await waitFor(() => expect(start).toHaveAttribute('aria-busy', 'true'));
    expectBusyWithFocus(start);
    // The other actions wait meanwhile.
    expect(screen.getByRole('button', { name: 'Recall' })).toBeDisabled();
    await user.click(start);
    answer.resolve({ visitId: 'visit-9', status: 'in_service', ticket: 'A-009' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3 })),
    );
    expect(calls.updateVisit).toHaveBeenCalledTimes(1);
  });

  it('Complete the visit', async () => {
    const { answer, user } = deskWithVisitAnswerPending('in_service');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.type(screen.getByLabelText(/^Outcome/), 'Form checked');
    const confirm = screen.getByRole('button', { name: 'Complete the visit' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expectBusyWithFocus(confirm);
    await user.keyboard('{Enter}');
    answer.resolve({ visitId: 'visit-9', status: 'completed', ticket: 'A-009' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3 })),
    );
    expect(calls.updateVisit).toHaveBeenCalledTimes(1);
  });

  it('Open desk, then Call next takes focus once the desk is open', async () => {
    const answer = deferred<unknown>();
    calls.openDesk.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    const rerender = renderDesk([]);
    await user.type(screen.getByLabelText(/^Desk name/), 'Desk 3');
    await user.click(screen.getByRole('checkbox', { name: 'Passport renewal' }));
    const open = screen.getByRole('button', { name: 'Open desk' });
    await user.click(open);
    await waitFor(() => expect(open).toHaveAttribute('aria-busy', 'true'));
    expectBusyWithFocus(open);
    answer.resolve({ deskName: 'Desk 3', serviceIds: ['passport-renewal'], open: true });
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy'));
    // The live desk says it is open.
    desk.current = anOpenDesk();
    rerender([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Call next' })),
    );
  });

  it('Change desk focuses the desk name; Keep as it is gives focus back to the desk', async () => {
    desk.current = anOpenDesk();
    const user = userEvent.setup();
    renderWithProviders(<DeskPanel uid="agent-1" services={SERVICES} activeVisits={[]} />);
    await user.click(screen.getByRole('button', { name: 'Change desk' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Desk name/)));
    await user.click(screen.getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Call next' })),
    );
  });
});
