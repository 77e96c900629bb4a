import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { aJob } from '../testing/jobs';
import { JobForm } from './job-form';

const calls = vi.hoisted(() => ({ saveJob: vi.fn(), changeJobStatus: vi.fn() }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../lib/functions', () => ({ functions: {} }));

beforeEach(async () => {
  await setLanguage('en');
  calls.saveJob.mockReset().mockResolvedValue({ jobId: 'x', status: 'draft', deadline: null });
  calls.changeJobStatus
    .mockReset()
    .mockResolvedValue({ jobId: 'x', status: 'published', deadline: '2030-02-01' });
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Job title/), 'Line cook');
  await user.type(screen.getByLabelText(/^Employer/), 'Mama Africa Kitchen');
  await user.type(screen.getByLabelText(/^Location/), 'Edmonton');
  await user.selectOptions(screen.getByLabelText(/Type of employment/), 'part_time');
  await user.type(screen.getByLabelText(/^Description/), 'Cook East African dishes.');
}

describe('JobForm', () => {
  it('keeps what was typed as a draft of the job until it is saved or cancelled', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Deadline/), '2030-01-31');
    await user.click(screen.getByLabelText('Show a salary'));
    await user.type(screen.getByLabelText(/^Lowest/), '18.5');
    // A reload, or a look at another page.
    first.unmount();
    const onCancel = vi.fn();
    const again = renderWithProviders(<JobForm onDone={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Line cook');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Cook East African dishes.');
    expect(screen.getByLabelText(/Type of employment/)).toHaveValue('part_time');
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2030-01-31');
    // The salary shown, with what was typed in it.
    expect(screen.getByLabelText('Show a salary')).toBeChecked();
    expect(screen.getByLabelText(/^Lowest/)).toHaveValue(18.5);
    // Another job's form has its own draft.
    const other = renderWithProviders(
      <JobForm job={aJob({ id: 'job-2', title: 'Driver' })} onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(other.getAllByLabelText(/Job title/).at(-1)).toHaveValue('Driver');
    other.unmount();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    again.unmount();
    renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText(/Job title/)).toHaveValue('');
  });

  it('names the group "How to apply" and its select "Method", not both "How to apply"', async () => {
    const { unmount } = renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'How to apply' });
    expect(within(group).getByRole('combobox', { name: 'Method' })).toHaveValue('at_centre');
    // Announced once: only the group says "How to apply".
    expect(screen.getAllByText('How to apply')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'How to apply' })).not.toBeInTheDocument();
    unmount();

    await setLanguage('sw');
    renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const kundi = screen.getByRole('group', { name: 'Jinsi ya kuomba' });
    expect(within(kundi).getByRole('combobox', { name: 'Njia' })).toBeInTheDocument();
    expect(screen.getAllByText('Jinsi ya kuomba')).toHaveLength(1);
  });

  it('shows each missing field’s message next to it and saves nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter the job title')).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the type of employment')).toBeInTheDocument();
    expect(calls.saveJob).not.toHaveBeenCalled();
  });

  it('checks the salary range when a salary is shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByLabelText('Show a salary'));
    await user.type(screen.getByLabelText('Lowest'), '20');
    await user.type(screen.getByLabelText('Highest'), '15');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('The highest salary must not be below the lowest'),
    ).toBeInTheDocument();
  });

  it('previews the public card and page before saving, then saves and publishes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<JobForm onDone={onDone} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByLabelText('Show a salary'));
    await user.type(screen.getByLabelText('Lowest'), '17.5');
    expect(screen.getByLabelText(/Language of the offer/)).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText(/Language of the offer/), 'sw');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByTestId('job-card')).toHaveTextContent('From $17.50 per hour');
    expect(screen.getByTestId('job-card')).toHaveTextContent('In Kiswahili');
    expect(screen.getByTestId('job-card')).toHaveTextContent('Closes in 30 days');
    expect(
      screen.getByText(
        'Apply at the centre: bring your CV to the front desk during opening hours.',
      ),
    ).toBeInTheDocument();
    expect(calls.saveJob).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [saved] = calls.saveJob.mock.calls[0] as [Record<string, unknown>];
    expect(saved).toMatchObject({
      create: true,
      job: {
        title: 'Line cook',
        employmentType: 'part_time',
        salary: { min: 17.5, max: null, currency: 'CAD', period: 'hour' },
        howToApply: { method: 'at_centre', value: '' },
        deadline: null,
        language: 'sw',
      },
    });
    expect(calls.changeJobStatus).toHaveBeenCalledWith({
      jobId: saved.jobId,
      action: 'publish',
      expectedStatus: 'draft',
    });
    expect(onDone).toHaveBeenCalledWith(saved.jobId, 'The job is published.');
  });

  it('edits a published job in place: save changes only, no publish', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<JobForm job={aJob()} onDone={onDone} onCancel={vi.fn()} />);
    await user.clear(screen.getByLabelText(/Job title/));
    await user.type(screen.getByLabelText(/Job title/), 'Senior warehouse associate');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('job-warehouse', 'The job is saved.'),
    );
    expect(calls.saveJob).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'job-warehouse', create: false }),
    );
    expect(calls.changeJobStatus).not.toHaveBeenCalled();
  });
});
