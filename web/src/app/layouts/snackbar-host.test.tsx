import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enqueueSnackbar, useSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { SnackbarHost } from './snackbar-host';

function SendFromHook() {
  const { enqueueSnackbar: send } = useSnackbar();
  return (
    <button type="button" onClick={() => send('Job published', { variant: 'success' })}>
      Publish
    </button>
  );
}

describe('SnackbarHost', () => {
  it('shows a snackbar sent through useSnackbar() by a page inside it', async () => {
    render(
      <SnackbarHost>
        <SendFromHook />
      </SnackbarHost>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job published')).toBeInTheDocument();
  });

  it("shows a snackbar sent through notistack's global enqueueSnackbar", async () => {
    render(
      <SnackbarHost>
        <p>page</p>
      </SnackbarHost>,
    );
    enqueueSnackbar('Kept in the outbox', { variant: 'warning' });
    expect(await screen.findByText('Kept in the outbox')).toBeInTheDocument();
  });

  it('renders the page it wraps', () => {
    render(
      <SnackbarHost>
        <p>page</p>
      </SnackbarHost>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
