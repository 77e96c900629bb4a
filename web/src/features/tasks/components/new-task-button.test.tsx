import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardRead } from '../../../data/dashboard/get-dashboard';
import { loadDashboard, type DashboardData } from '../../../data/dashboard/load-dashboard';
import type { SessionUser } from '../../../data/users/session-user';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { STAFF } from '../testing/fixtures';
import { NewTaskButton } from './new-task-button';

const calls = vi.hoisted(() => ({ createTask: vi.fn() }));
const staff = vi.hoisted(() => ({ isError: false }));

vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../data/dashboard/load-dashboard', () => ({ loadDashboard: vi.fn() }));
vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-21', timezone: 'America/Edmonton' }),
}));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () =>
    staff.isError
      ? { isPending: false, isError: true, data: undefined }
      : { isPending: false, isError: false, data: STAFF },
}));

const manager = sessionUser({ uid: 'manager-1', displayName: 'Musa Manager', role: 'manager' });

/** What the dashboard's Tasks card reads (its load, dashboardRead), as the card shows it. */
function MyTasksFigure({ user }: { user: SessionUser }) {
  const read = dashboardRead.useRead(user);
  return <p data-testid="my-tasks">{read.data ? read.data.myTasks : 'loading'}</p>;
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  staff.isError = false;
  calls.createTask.mockResolvedValue({ taskId: 'new-task', status: 'open' });
});

describe('NewTaskButton', () => {
  it('shows nothing to staff without view_dashboard (equity)', () => {
    renderWithProviders(<NewTaskButton currentUser={sessionUser({ role: 'equity' })} />);
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
  });

  it('puts the errors next to the fields and sends nothing while the form is incomplete', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewTaskButton currentUser={manager} />);
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = screen.getByRole('dialog', { name: 'New task' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText(/^Due date/)).toHaveValue('2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Enter a title');
    expect(screen.getByLabelText(/^Assign to/)).toHaveAccessibleDescription('Choose a colleague');
    expect(calls.createTask).not.toHaveBeenCalled();
  });

  it('offers only colleagues who may hold a task (not one still to set a password)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewTaskButton currentUser={manager} />);
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const options = within(screen.getByLabelText(/^Assign to/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('New Manager');
    expect(options.map((option) => option.textContent)).toContain('Achieng Agent');
  });

  it('creates the task about the record of the page, then says so and links to it', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderWithProviders(
      <NewTaskButton
        currentUser={manager}
        relatedTo={{ kind: 'application', id: 'app-1' }}
        relatedLabel="APP-7K3Q9D"
        onCreated={onCreated}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New task' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('About application APP-7K3Q9D');
    await user.type(screen.getByLabelText(/^Title/), '  Call about the photo ');
    await user.type(screen.getByLabelText('Description'), 'After 3 pm.');
    await user.selectOptions(screen.getByLabelText(/^Assign to/), 'agent-1');
    await user.clear(screen.getByLabelText(/^Due date/));
    await user.type(screen.getByLabelText(/^Due date/), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Create task' }));

    // The Functions SDK loads with the first call (lib/call-function).
    await waitFor(() =>
      expect(calls.createTask).toHaveBeenCalledWith({
        title: 'Call about the photo',
        description: 'After 3 pm.',
        assigneeId: 'agent-1',
        dueDate: '2026-11-24',
        relatedTo: { kind: 'application', id: 'app-1' },
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Task created: Call about the photo'),
    );
    expect(await screen.findByRole('link', { name: 'Open the new task' })).toHaveAttribute(
      'href',
      '/tasks/new-task',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith({ taskId: 'new-task', status: 'open' });
  });

  it('refreshes the dashboard’s Tasks count once a task given to oneself is created', async () => {
    const user = userEvent.setup();
    // The count() of the manager's open tasks: 2 before the new task, 3 after.
    let myTasks = 2;
    vi.mocked(loadDashboard).mockImplementation(
      async () => ({ myTasks, myOverdueTasks: 0 }) as DashboardData,
    );
    calls.createTask.mockImplementation(async () => {
      myTasks = 3;
      return { taskId: 'new-task', status: 'open' };
    });
    renderWithProviders(
      <>
        <MyTasksFigure user={manager} />
        <NewTaskButton currentUser={manager} variant="outline" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('my-tasks')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'New task' }));
    await user.type(screen.getByLabelText(/^Title/), 'Order forms');
    await user.selectOptions(screen.getByLabelText(/^Assign to/), 'manager-1');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(calls.createTask).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('my-tasks')).toHaveTextContent('3'));
    expect(loadDashboard).toHaveBeenCalledTimes(2);
  });

  it('gives back what was typed when the dialog is closed by mistake, not after Cancel or a create', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewTaskButton currentUser={manager} />);
    const open = () => user.click(screen.getByRole('button', { name: 'New task' }));
    await open();
    await user.type(screen.getByLabelText(/^Title/), 'Order forms');
    await user.type(screen.getByLabelText('Description'), 'Two boxes.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Order forms');
    expect(screen.getByLabelText('Description')).toHaveValue('Two boxes.');
    // Cancel means "not this task": it opens empty next time.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await open();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    // Created: nothing is kept.
    await user.type(screen.getByLabelText(/^Title/), 'Order forms');
    await user.selectOptions(screen.getByLabelText(/^Assign to/), 'agent-1');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Due date/)).toHaveValue('2026-11-21');
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    calls.createTask.mockRejectedValue(
      Object.assign(new Error('Choose a colleague'), { code: 'functions/failed-precondition' }),
    );
    renderWithProviders(<NewTaskButton currentUser={manager} />);
    await user.click(screen.getByRole('button', { name: 'New task' }));
    await user.type(screen.getByLabelText(/^Title/), 'Order forms');
    await user.selectOptions(screen.getByLabelText(/^Assign to/), 'agent-2');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a colleague');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('lets a receptionist (who may not list colleagues) give the task to themselves', async () => {
    const user = userEvent.setup();
    staff.isError = true;
    renderWithProviders(
      <NewTaskButton
        currentUser={sessionUser({
          uid: 'reception-1',
          displayName: 'Rehema',
          role: 'receptionist',
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const picker = screen.getByLabelText(/^Assign to/);
    expect(picker).toHaveAccessibleDescription(/you can assign the task to yourself/);
    await user.type(screen.getByLabelText(/^Title/), 'Restock leaflets');
    await user.selectOptions(picker, 'reception-1');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(calls.createTask).toHaveBeenCalledWith(
        expect.objectContaining({ assigneeId: 'reception-1', relatedTo: null }),
      ),
    );
  });
});
