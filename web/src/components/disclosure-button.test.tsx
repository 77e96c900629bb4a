import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DisclosureButton } from './disclosure-button';

function Disclosure() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DisclosureButton
        expanded={open}
        controls="menu"
        onExpandedChange={setOpen}
        className="toggle"
      >
        Menu
      </DisclosureButton>
      <ul id="menu" hidden={!open}>
        <li>Item</li>
      </ul>
    </>
  );
}

describe('DisclosureButton', () => {
  it('is a plain button that names what it controls and says whether it is shown', async () => {
    render(<Disclosure />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('toggle');
    expect(button).toHaveAttribute('aria-controls', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listitem')).toHaveTextContent('Item');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
