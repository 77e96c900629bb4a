import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { checkApplicationStatus } from '../api/check-application-status';
import { StatusCheckPanel } from './status-check-panel';

// The form's schema loads with the first check (status-check-panel.tsx); here it cannot, as on a
// dropped connection.
vi.mock('../status-check-schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module: status-check-schema.js');
});
vi.mock('../api/check-application-status', () => ({ checkApplicationStatus: vi.fn() }));

it('says the check is not available, keeps what was typed and can be pressed again when its schema cannot load', async () => {
  const user = userEvent.setup();
  render(<StatusCheckPanel />);
  await user.type(screen.getByLabelText(/Application reference/), 'APP-7K3Q9D');
  await user.type(screen.getByLabelText(/Date of birth/), '1990-04-12');
  await user.click(screen.getByRole('button', { name: 'Check status' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not check the status just now. Check your connection and try again.',
  );
  expect(checkApplicationStatus).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Check status' })).toBeEnabled();
  expect(screen.getByLabelText(/Application reference/)).toHaveValue('APP-7K3Q9D');
  expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-04-12');
});
