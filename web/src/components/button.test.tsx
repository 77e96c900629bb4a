import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './button';

describe('Button', () => {
  it.each(BUTTON_VARIANTS)('applies the %s variant class', (variant) => {
    render(<Button variant={variant}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('btn', `btn--${variant}`);
  });

  it.each(BUTTON_SIZES)('applies the %s size class', (size) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(`btn--${size}`);
  });

  it('defaults to a primary, medium, non-submitting button', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('btn--primary', 'btn--md');
    expect(button).not.toHaveClass('btn--full');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('does not submit its form unless it is a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stretches to the full width when asked', () => {
    render(<Button fullWidth>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('btn--full');
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a labelled spinner, marks itself busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps focus while loading: aria-disabled, not disabled', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(<Button loading>Save</Button>);
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });

  it('submits its form once while loading, not again on Enter or a click', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Amina{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a leading icon before the label', () => {
    render(<Button icon={<svg data-testid="icon" />}>Add</Button>);
    const button = screen.getByRole('button', { name: 'Add' });
    const icon = screen.getByTestId('icon');
    expect(button).toContainElement(icon);
    expect(icon.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(
      icon.compareDocumentPosition(screen.getByText('Add')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  /** The button on '/', beside a '/services' route that says where a click went. */
  function renderAtHome(button: ReactElement) {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={button} />
          <Route path="/services" element={<h1>Services page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    return screen.getByRole('link', { name: 'Our services' });
  }

  it('renders a link that navigates when given `to`', async () => {
    const link = renderAtHome(
      <Button to="/services" variant="outline">
        Our services
      </Button>,
    );
    expect(link).toHaveAttribute('href', '/services');
    expect(link).toHaveClass('btn', 'btn--outline');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Services page' })).toBeInTheDocument();
  });

  it('does not navigate through a disabled link button', async () => {
    const link = renderAtHome(
      <Button to="/services" disabled>
        Our services
      </Button>,
    );
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(screen.queryByRole('heading', { name: 'Services page' })).not.toBeInTheDocument();
  });
});
