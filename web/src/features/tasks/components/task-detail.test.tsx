import type { TaskHistoryRecord, TaskRecord } from '@centre/domain/tasks';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { STAFF, aHistoryEntry, aTask } from '../testing/fixtures';
import { TaskDetail } from './task-detail';

const calls = vi.hoisted(() => ({ updateTaskStatus: vi.fn(), reassignTask: vi.fn() }));
const reads = vi.hoisted(() => ({
  task: { isPending: false, isError: false, error: null, data: null } as {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: TaskRecord | null;
  },
  history: [] as TaskHistoryRecord[],
}));

vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../data/tasks/get-task', () => ({
  useTask: () => ({ ...reads.task, refetch: vi.fn() }),
}));
vi.mock('../../../data/tasks/list-task-history', () => ({
  useTaskHistory: () => ({ isPending: false, isError: false, data: reads.history }),
}));
vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-21', timezone: 'America/Edmonton' }),
}));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({ isPending: false, isError: false, data: STAFF }),
}));

const agent = sessionUser({ uid: 'agent-1', displayName: 'Achieng Agent', role: 'agent' });
const otherAgent = sessionUser({ uid: 'agent-2', displayName: 'Otieno Agent', role: 'agent' });

function showTask(task: TaskRecord | null, user = agent) {
  reads.task = { isPending: false, isError: false, error: null, data: task };
  const view = renderWithProviders(<TaskDetail taskId="task-1" currentUser={user} />);
  /** The task's listener answers `next`: the same page, rendered again with it. */
  const refreshed = (next: TaskRecord) => {
    reads.task = { isPending: false, isError: false, error: null, data: next };
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="*" element={<TaskDetail taskId="task-1" currentUser={user} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };
  return { ...view, refreshed };
}

beforeEach(() => {
  vi.clearAllMocks();
  reads.history = [aHistoryEntry()];
  calls.updateTaskStatus.mockImplementation(async (input: { taskId: string; to: string }) => ({
    taskId: input.taskId,
    status: input.to,
  }));
  calls.reassignTask.mockResolvedValue({ taskId: 'task-1', status: 'open' });
});

describe('the task page', () => {
  it('shows the title, status, people, the overdue due date, the description, the linked record and the history', () => {
    showTask(aTask());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Call the applicant about the missing photo' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('task-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('task-overdue')).toHaveTextContent('Overdue');
    const facts = screen.getByRole('region', { name: 'Task' });
    expect(within(facts).getByText('Achieng Agent')).toBeInTheDocument();
    expect(within(facts).getByText('Musa Manager')).toBeInTheDocument();
    expect(within(facts).getByTestId('task-due')).toHaveTextContent('(Overdue)');
    expect(within(facts).getByRole('link', { name: 'Application APP-7K3Q9D' })).toHaveAttribute(
      'href',
      '/applications/app-1',
    );
    expect(screen.getByText('She prefers calls after 3 pm.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Created and assigned to Achieng Agent');
    expect(history).toHaveTextContent('by Musa Manager');
  });

  it('marks a task due today, and no longer marks a done task overdue', () => {
    const { unmount } = showTask(aTask({ dueDate: '2026-11-21' }));
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.queryByTestId('task-overdue')).not.toBeInTheDocument();
    unmount();
    showTask(aTask({ status: 'done', completedAt: new Date('2026-11-21T16:00:00Z') }));
    expect(screen.queryByTestId('task-overdue')).not.toBeInTheDocument();
    expect(screen.getByTestId('task-status')).toHaveTextContent('Done');
  });

  it('offers the assignee the moves its status allows, and sends the status the page showed with the note', async () => {
    const user = userEvent.setup();
    showTask(aTask());
    const group = screen.getByRole('group', { name: 'Move the task' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start', 'Mark done', 'Reassign']);
    await user.type(screen.getByLabelText('Note with the change (optional)'), ' On it today ');
    await user.click(within(group).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.updateTaskStatus).toHaveBeenCalledWith({
        taskId: 'task-1',
        to: 'in_progress',
        expectedStatus: 'open',
        note: 'On it today',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Task started.', SHOWN_NOT_SPOKEN),
    );
  });

  it('says under the buttons what a move made and focuses it, through the task’s refresh', async () => {
    const user = userEvent.setup();
    const { refreshed } = showTask(aTask());
    screen.getByRole('button', { name: 'Start' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Task started.')).toHaveFocus());
    // The toast shows the same words: seen, not heard a second time.
    expect(toast.success).toHaveBeenCalledWith('Task started.', SHOWN_NOT_SPOKEN);
    // The task now reads in progress: Start has gone, the line and its focus stay.
    refreshed(aTask({ status: 'in_progress' }));
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Put back to open' })).toBeInTheDocument();
    expect(screen.getByText('Task started.')).toHaveFocus();
    expect(screen.getByText('Task started.')).toHaveAttribute('tabindex', '-1');
    // Writing the next note clears it.
    await user.type(screen.getByLabelText('Note with the change (optional)'), 'x');
    expect(screen.queryByText('Task started.')).not.toBeInTheDocument();
  });

  it('returns focus to a refused move’s button, its message shown', async () => {
    const user = userEvent.setup();
    calls.updateTaskStatus.mockRejectedValue(
      Object.assign(new Error('This task changed meanwhile; look again'), {
        code: 'functions/failed-precondition',
      }),
    );
    showTask(aTask());
    screen.getByRole('button', { name: 'Mark done' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task changed meanwhile; look again',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark done' })).toHaveFocus());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('focuses the first button left when a refused move’s button went with the task’s refresh', async () => {
    const user = userEvent.setup();
    let refuse = (_error: Error) => {};
    calls.updateTaskStatus.mockImplementation(
      () => new Promise((_resolve, reject) => (refuse = reject)),
    );
    const { refreshed } = showTask(aTask());
    screen.getByRole('button', { name: 'Start' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.updateTaskStatus).toHaveBeenCalled());
    // Someone else started it meanwhile: Start goes from the page, and the move is refused.
    refreshed(aTask({ status: 'in_progress' }));
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    refuse(
      Object.assign(new Error('This task changed meanwhile; look again'), {
        code: 'functions/failed-precondition',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task changed meanwhile; look again',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark done' })).toHaveFocus());
  });

  it('keeps focus on the line that says so when the assignee gives the task away', async () => {
    const user = userEvent.setup();
    calls.reassignTask.mockResolvedValue({ taskId: 'task-1', status: 'open' });
    const { refreshed } = showTask(aTask());
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    await user.selectOptions(screen.getByLabelText('Give the task to'), 'agent-2');
    screen.getByRole('button', { name: 'Reassign the task' }).focus();
    await user.keyboard('{Enter}');
    const line = await screen.findByText('Task reassigned to Otieno Agent.');
    await waitFor(() => expect(line).toHaveFocus());
    expect(toast.success).toHaveBeenCalledWith(
      'Task reassigned to Otieno Agent.',
      SHOWN_NOT_SPOKEN,
    );
    // No longer hers (nor written by her): she may only read it; the line stays focused.
    refreshed(aTask({ assignedTo: 'agent-2', assignedToName: 'Otieno Agent' }));
    expect(
      screen.getByText('Only the assignee, the author or a manager can change this task.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Task reassigned to Otieno Agent.')).toHaveFocus();
  });

  it('offers a done task only Reopen (and Reassign)', () => {
    showTask(aTask({ status: 'done' }));
    const group = screen.getByRole('group', { name: 'Move the task' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reopen', 'Reassign']);
  });

  it('shows the server’s words when the task changed meanwhile', async () => {
    const user = userEvent.setup();
    calls.updateTaskStatus.mockRejectedValue(
      Object.assign(new Error('This task changed meanwhile; look again'), {
        code: 'functions/failed-precondition',
      }),
    );
    showTask(aTask());
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task changed meanwhile; look again',
    );
  });

  it('reassigns to a colleague chosen from the directory (not the current assignee)', async () => {
    const user = userEvent.setup();
    showTask(aTask(), sessionUser({ uid: 'manager-1', displayName: 'Musa', role: 'manager' }));
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    const picker = screen.getByLabelText('Give the task to');
    const choices = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['Choose a colleague', 'Me (Musa)', 'Otieno Agent']);
    await user.click(screen.getByRole('button', { name: 'Reassign the task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a colleague');
    expect(calls.reassignTask).not.toHaveBeenCalled();
    await user.selectOptions(picker, 'agent-2');
    await user.click(screen.getByRole('button', { name: 'Reassign the task' }));
    await waitFor(() =>
      expect(calls.reassignTask).toHaveBeenCalledWith({
        taskId: 'task-1',
        assigneeId: 'agent-2',
        note: '',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Task reassigned to Otieno Agent.',
        SHOWN_NOT_SPOKEN,
      ),
    );
  });

  it('shows a third agent the task without any action', () => {
    showTask(aTask(), otherAgent);
    expect(
      screen.getByText('Only the assignee, the author or a manager can change this task.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the task' })).not.toBeInTheDocument();
  });

  it('says not found for a missing task and for one the rules hide', () => {
    const { unmount } = showTask(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This task was not found, or you do not have access to it.',
    );
    unmount();
    reads.task = {
      isPending: false,
      isError: true,
      error: { code: 'permission-denied' },
      data: null,
    };
    renderWithProviders(<TaskDetail taskId="task-1" currentUser={otherAgent} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This task was not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the task could not be loaded', () => {
    reads.task = { isPending: false, isError: true, error: { code: 'unavailable' }, data: null };
    renderWithProviders(<TaskDetail taskId="task-1" currentUser={agent} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The task could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refuses staff without view_dashboard (equity) before reading anything', () => {
    showTask(aTask(), sessionUser({ role: 'equity' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to view tasks.',
    );
    expect(screen.queryByText('Achieng Agent')).not.toBeInTheDocument();
  });

  it('reads in Kiswahili', async () => {
    await setLanguage('sw');
    showTask(aTask());
    expect(screen.getByTestId('task-status')).toHaveTextContent('Wazi');
    expect(screen.getByRole('button', { name: 'Anza' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anza' }));
    await waitFor(() => expect(screen.getByText('Kazi imeanza.')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Ombi APP-7K3Q9D' })).toBeInTheDocument();
  });
});
