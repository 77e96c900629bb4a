import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('ties the label to the input', () => {
    render(<TextInput label="Full name" />);
    const input = screen.getByLabelText('Full name');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('uses a given id for the association', () => {
    render(<TextInput id="phone" label="Phone" type="tel" />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('id', 'phone');
  });

  it('shows a hidden-from-readers red asterisk and sets required when required', () => {
    const { container } = render(<TextInput label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    const asterisk = container.querySelector('.field__required');
    expect(asterisk).toHaveTextContent('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('label')).toContainElement(asterisk as HTMLElement);
  });

  it('shows no asterisk when optional', () => {
    const { container } = render(<TextInput label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeRequired();
    expect(container.querySelector('.field__required')).toBeNull();
  });

  it('passes min and max through', () => {
    render(<TextInput label="Age" type="number" min={18} max={99} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    expect(input).toHaveAttribute('min', '18');
    expect(input).toHaveAttribute('max', '99');
  });

  it('can be disabled', () => {
    render(<TextInput label="Email" disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('shows helper text and links it to the input', () => {
    render(<TextInput label="Email" helperText="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const helper = screen.getByText('We never share it.');
    expect(helper).toHaveClass('field__helper');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error instead of the helper text when both are given', () => {
    render(<TextInput label="Email" helperText="We never share it." error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Email is required.');
    expect(error).toHaveClass('field__error');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(input).toHaveAccessibleDescription('Email is required.');
  });

  it('forwards its ref to the input element', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(ref.current as HTMLInputElement, 'amina@example.org');
    expect(ref.current?.value).toBe('amina@example.org');
  });
});
