import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './composer';

function renderComposer(onSend: (body: string) => Promise<unknown>) {
  renderWithProviders(
    <Composer
      recipientName="Chiku Agent"
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
});
