import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { StatusTransitionActions } from './status-transition-actions';

type Status = 'open' | 'done' | 'dropped';

const LABELS: Record<Status, string> = { open: 'Reopen', done: 'Finish', dropped: 'Drop' };

type Props = Partial<Parameters<typeof StatusTransitionActions<Status>>[0]>;

/** Renders the actions on bank client 1; `rerender` shows them again with `changes` on top. */
function renderActions(props: Props = {}) {
  const onChange = vi.fn(async (_status: Status, _note: string): Promise<string | null> => null);
  const actions = (changes: Props = {}) => (
    <StatusTransitionActions<Status>
      subject="bankClient"
      record="bankClients/client-1"
      nextStatuses={['done', 'dropped']}
      actionLabels={LABELS}
      actionVariants={{ dropped: 'danger' }}
      canManage
      noteMax={20}
      onChange={onChange}
      {...props}
      {...changes}
    />
  );
  const view = render(actions());
  const rerender = (changes: Props) => view.rerender(actions(changes));
  /** Holds the next move until the returned function settles it: null made, a message refused. */
  const holdNextMove = () => {
    let settle: (failure: string | null) => void = () => undefined;
    onChange.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          settle = resolve;
        }),
    );
    return (failure: string | null) => settle(failure);
  };
  return Object.assign(onChange, { view, rerender, holdNextMove });
}

describe('StatusTransitionActions', () => {
  afterEach(async () => {
    await setLanguage('en', { persist: false });
  });

  it('offers one button per allowed move, secondary unless a variant is given', () => {
    renderActions();
    const group = screen.getByRole('group', { name: 'Change status' });
    expect(group.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveClass('btn--secondary');
    expect(screen.getByRole('button', { name: 'Drop' })).toHaveClass('btn--danger');
  });

  it('tells a viewer they cannot change the record', () => {
    renderActions({ canManage: false });
    expect(
      screen.getByText('You can view this bank client but not change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a record without moves is closed', () => {
    renderActions({ nextStatuses: [] });
    expect(
      screen.getByText('This bank client is closed: its status cannot change any more.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends the trimmed note with the move and clears it once the move is made', async () => {
    const onChange = renderActions();
    const note = screen.getByLabelText('Note with the change (optional)');
    await userEvent.type(note, '  all done ');
    expect(screen.getByText('11 of 20 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onChange).toHaveBeenCalledWith('done', 'all done');
    expect(note).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the note and shows the message when the move fails', async () => {
    const onChange = renderActions();
    onChange.mockResolvedValueOnce('Not allowed.');
    const note = screen.getByLabelText('Note with the change (optional)');
    await userEvent.type(note, 'why');
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(note).toHaveValue('why');
  });

  it("keeps the note being written as the record's draft: back after a reload, gone once the move is made", async () => {
    const first = renderActions();
    await userEvent.type(screen.getByLabelText('Note with the change (optional)'), 'ID checked');
    first.view.unmount();

    const onChange = renderActions();
    const note = screen.getByLabelText('Note with the change (optional)');
    expect(note).toHaveValue('ID checked');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onChange).toHaveBeenCalledWith('done', 'ID checked');
    expect(note).toHaveValue('');
    onChange.view.unmount();

    renderActions();
    expect(screen.getByLabelText('Note with the change (optional)')).toHaveValue('');
  });

  it("never carries a record's note over to the next record", async () => {
    const { rerender } = renderActions();
    await userEvent.type(screen.getByLabelText('Note with the change (optional)'), 'for client 1');
    rerender({ record: 'bankClients/client-2', nextStatuses: ['done'] });
    expect(screen.getByLabelText('Note with the change (optional)')).toHaveValue('');
  });

  it('marks the chosen move busy and holds the others while it is made', async () => {
    const finish = renderActions().holdNextMove();
    const finishButton = screen.getByRole('button', { name: 'Finish' });
    const dropButton = screen.getByRole('button', { name: 'Drop' });
    await userEvent.click(finishButton);
    expect(finishButton).toHaveAttribute('aria-busy', 'true');
    expect(dropButton).toBeDisabled();
    finish(null);
    await waitFor(() => expect(dropButton).toBeEnabled());
    expect(finishButton).not.toHaveAttribute('aria-busy');
  });

  it('focuses the line that says the move was made, which stays while the moves change', async () => {
    const onChange = renderActions({ changedMessage: (status) => `Now ${status}.` });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    // The record moves: the clicked button goes, another move comes.
    onChange.rerender({ nextStatuses: ['open'] });
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByText('Now done.'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("keeps focus on that line, in the move's words by default, when the record closes", async () => {
    const onChange = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    onChange.rerender({ nextStatuses: [] });
    expect(
      screen.getByText('This bank client is closed: its status cannot change any more.'),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByText('Status changed: Drop.'));
  });

  it('returns focus to the button of a refused move, its message announced', async () => {
    const refuse = renderActions().holdNextMove();
    const dropButton = screen.getByRole('button', { name: 'Drop' });
    await userEvent.click(dropButton);
    expect(dropButton).toHaveAttribute('aria-disabled', 'true');
    refuse('Not allowed.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(dropButton).toBeEnabled();
    expect(document.activeElement).toBe(dropButton);
    expect(screen.queryByText(/^Status changed/)).not.toBeInTheDocument();
  });

  it('asks for a note next to the note, which takes focus, in its own words unless the page gives them', async () => {
    const onChange = renderActions({ noteRequiredFor: ['dropped'] });
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a note first.');
    const note = screen.getByLabelText('Note with the change (optional)');
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Write a note first\./);
    expect(onChange).not.toHaveBeenCalled();
    // Typing the reason clears the message.
    await userEvent.type(note, 'Duplicate');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('keeps focus on the pressed move while it is made', async () => {
    const settle = renderActions().holdNextMove();
    const finish = screen.getByRole('button', { name: 'Finish' });
    finish.focus();
    await userEvent.keyboard('{Enter}');
    expect(finish).toHaveAttribute('aria-busy', 'true');
    expect(finish).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Drop' })).toBeDisabled();
    settle('Not now.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not now.');
  });

  it('speaks Kiswahili: the note, its counter, the group and the sentences', async () => {
    await setLanguage('sw', { persist: false });
    const onChange = renderActions({ noteRequiredFor: ['dropped'] });
    expect(screen.getByRole('group', { name: 'Badilisha hali' })).toBeInTheDocument();
    const note = screen.getByLabelText('Maelezo ya badiliko (si lazima)');
    expect(screen.getByText('Herufi 0 kati ya 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Andika maelezo kwanza.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(note, 'sawa');
    expect(screen.getByText('Herufi 4 kati ya 20')).toBeInTheDocument();
  });

  it.each([
    ['application', 'Ombi hili limefungwa: hali yake haiwezi kubadilika tena.'],
    ['appointment', 'Miadi hii imefungwa: hali yake haiwezi kubadilika tena.'],
    ['bankClient', 'Rekodi ya mteja huyu wa benki imefungwa: hali yake haiwezi kubadilika tena.'],
  ] as const)('says in Kiswahili that a closed %s cannot change', async (subject, text) => {
    await setLanguage('sw', { persist: false });
    renderActions({ subject, nextStatuses: [] });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('tells a viewer in Kiswahili that they cannot change the record', async () => {
    await setLanguage('sw', { persist: false });
    renderActions({ subject: 'appointment', canManage: false });
    expect(
      screen.getByText('Unaweza kuona miadi hii, lakini huwezi kuibadilisha.'),
    ).toBeInTheDocument();
  });
});
