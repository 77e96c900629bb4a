import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadBadge, formatUnreadBadge } from './unread-badge';

describe('formatUnreadBadge', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatUnreadBadge(count)).toBe(shown);
  });
});

describe('UnreadBadge', () => {
  it('renders nothing when there is nothing unread', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the visible count at 99+', () => {
    render(<UnreadBadge count={250} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
