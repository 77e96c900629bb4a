import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('turns tagged words into the given elements, in the order of the sentence', () => {
    const { container } = render(
      <p>
        <RichText
          text="<b>Tuma</b> ujumbe au <mail>tuandikie</mail>."
          components={{ mail: <a href="mailto:info@example.org">mail</a>, b: <strong /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'tuandikie' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(container.querySelector('strong')).toHaveTextContent('Tuma');
    expect(container).toHaveTextContent('Tuma ujumbe au tuandikie.');
  });

  it('renders a tag without a component, and text without tags, as plain text', () => {
    const { container } = render(
      <p>
        <RichText text="Plain <x>words</x> here" components={{}} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Plain words here</p>');
  });
});
