import type { MessageThreadRecord } from '@centre/domain/staff-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConversationList, conversationsOf } from './conversation-list';

const STAFF = [
  { value: 'me', label: 'Musa Manager' },
  { value: 'zed', label: 'Zawadi Agent' },
  { value: 'amy', label: 'Amina Admin' },
];

const aThread = (other: string, overrides: Partial<MessageThreadRecord> = {}) =>
  ({
    id: ['me', other].sort().join('__'),
    participants: ['me', other].sort(),
    names: { me: 'Musa Manager', [other]: `Name of ${other}` },
    lastMessage: { body: 'Hello', senderId: other, about: null },
    lastMessageAt: new Date(2026, 10, 25),
    unread: { me: 3 },
    ...overrides,
  }) satisfies MessageThreadRecord;

describe('conversationsOf (the directory)', () => {
  it('lists my threads first (a bank agent the staff query leaves out too), then colleagues by name, never me', () => {
    const conversations = conversationsOf('me', [aThread('bank')], STAFF);
    expect(conversations.map(({ uid, name }) => [uid, name])).toEqual([
      ['bank', 'Name of bank'],
      ['amy', 'Amina Admin'],
      ['zed', 'Zawadi Agent'],
    ]);
  });
});

describe('ConversationList', () => {
  it('shows the unread count per thread and marks my own last message', () => {
    renderWithProviders(
      <ConversationList
        me="me"
        selected="zed"
        hrefOf={(uid) => `/messages?with=${uid}`}
        conversations={conversationsOf(
          'me',
          [
            aThread('zed'),
            aThread('amy', {
              unread: { me: 0 },
              lastMessage: { body: 'See you', senderId: 'me', about: null },
            }),
          ],
          STAFF,
        )}
      />,
    );
    const zed = screen.getByRole('link', { name: /Name of zed/ });
    expect(zed).toHaveAttribute('href', '/messages?with=zed');
    expect(zed).toHaveAttribute('aria-current', 'page');
    expect(within(zed).getByLabelText('3 unread')).toHaveTextContent('3');
    const amy = screen.getByRole('link', { name: /Name of amy/ });
    expect(within(amy).queryByLabelText(/unread/)).toBeNull();
    expect(amy).toHaveTextContent('You: See you');
  });
});
