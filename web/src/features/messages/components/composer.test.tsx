import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './composer';

const DRAFT = 'centre:staff-draft:message:me:thread-1';

afterEach(() => sessionStorage.clear());

function renderComposer(onSend: (body: string) => Promise<unknown>, draftKey = DRAFT) {
  renderWithProviders(
    <Composer
      recipientName="Chiku Agent"
      draftKey={draftKey}
      onSend={onSend}
      describeError={() => 'The message was not sent. Please try again.'}
    />,
  );
  return screen.getByRole('textbox', { name: 'Message to Chiku Agent' });
}

describe('Composer', () => {
  it('sends with Enter and clears the box once sent', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const box = renderComposer(onSend);
    await userEvent.type(box, 'Hello there{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello there');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('gives focus back to the box once sent with the Send button', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const user = userEvent.setup();
    const box = renderComposer(onSend);
    await user.type(box, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello there');
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('starts a new line with Shift+Enter, without sending', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const box = renderComposer(onSend);
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Line one\nLine two');
  });

  it('sends nothing when the box holds only spaces', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const box = renderComposer(onSend);
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the send fails and shows why next to it', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    const box = renderComposer(onSend);
    await userEvent.type(box, 'Please call the client{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message was not sent. Please try again.',
    );
    expect(box).toHaveValue('Please call the client');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the unsent text as the conversation’s draft: back after a reload, gone once sent', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const first = renderComposer(onSend);
    await userEvent.type(first, 'Half a thought');
    // The page is left (another conversation, a reload) and come back to.
    cleanup();
    const again = renderComposer(onSend);
    expect(again).toHaveValue('Half a thought');
    // Another conversation has its own draft.
    cleanup();
    expect(renderComposer(onSend, 'centre:staff-draft:message:me:thread-2')).toHaveValue('');
    cleanup();
    const back = renderComposer(onSend);
    await userEvent.type(back, ', finished{Enter}');
    expect(onSend).toHaveBeenCalledWith('Half a thought, finished');
    await waitFor(() => expect(back).toHaveValue(''));
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('keeps the draft when the send fails', async () => {
    const box = renderComposer(vi.fn().mockRejectedValue(new Error('offline')));
    await userEvent.type(box, 'Call me{Enter}');
    await screen.findByRole('alert');
    cleanup();
    expect(renderComposer(vi.fn())).toHaveValue('Call me');
  });
});
