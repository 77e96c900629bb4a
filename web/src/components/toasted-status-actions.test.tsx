import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toast, { Toaster } from '../lib/toast';
import { ToastedStatusActions } from './toasted-status-actions';

type Status = 'open' | 'done';

const LABELS: Record<Status, string> = { open: 'Reopen', done: 'Finish' };

function renderActions(change: (status: Status, note: string) => Promise<unknown>) {
  render(
    <>
      <Toaster />
      <ToastedStatusActions<Status>
        subject="bankClient"
        record="bankClients/client-1"
        nextStatuses={['done']}
        actionLabels={LABELS}
        canManage
        noteMax={20}
        change={change}
        describeError={() => 'Someone else moved it first.'}
        changedMessage={(status) => `Now ${status}.`}
      />
    </>,
  );
}

/** The elements that show `text`: the line under the buttons and the toast. */
function shown(text: string) {
  return screen.getAllByText(text);
}

describe('ToastedStatusActions', () => {
  beforeEach(() => {
    // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('says a move made once to a screen reader: the focused line, not the toast as well', async () => {
    const change = vi.fn(async () => undefined);
    renderActions(change);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(shown('Now done.')).toHaveLength(2));
    const [line, toasted] = [
      shown('Now done.').find((node) => node.tagName === 'P'),
      shown('Now done.').find((node) => node.tagName !== 'P'),
    ];
    expect(line).toHaveFocus();
    // The toast is seen but not announced: its live region is off.
    expect(toasted).toHaveAttribute('aria-live', 'off');
    expect(change).toHaveBeenCalledWith('done', '');
  });

  it('says a refused move once: the alert under the buttons, the toast silent', async () => {
    renderActions(async () => {
      throw new Error('refused');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(shown('Someone else moved it first.')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else moved it first.');
    const toasted = shown('Someone else moved it first.').find((node) => node.tagName !== 'P');
    expect(toasted).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
  });
});
