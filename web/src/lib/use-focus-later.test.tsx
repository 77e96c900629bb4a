import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { elementById, useFocusLater } from './use-focus-later';

/** What a test does to the page: ask for focus later, and show a step's controls (by id). */
let page: { focusLater: (...ids: string[]) => void; show: (ids: string[]) => void };

function Steps({ shown: initial, onlyIfLost }: { shown: string[]; onlyIfLost?: boolean }) {
  const [shown, show] = useState(initial);
  const focusLater = useFocusLater(elementById, { onlyIfLost });
  useEffect(() => {
    page = { focusLater, show };
  }, [focusLater]);
  return (
    <>
      {shown.map((id) => (
        <button key={id} id={id} type="button">
          {id}
        </button>
      ))}
      <input aria-label="elsewhere" />
    </>
  );
}

const button = (id: string) => screen.getByRole('button', { name: id });

describe('useFocusLater', () => {
  it('focuses the first target the page shows after the render the call causes', () => {
    render(<Steps shown={['start']} />);
    act(() => button('start').focus());
    act(() => {
      page.focusLater('missing', 'first-name', 'search');
      page.show(['search', 'first-name']);
    });
    expect(button('first-name')).toHaveFocus();
  });

  it('looks again when only the call renders, and waits for a target not shown yet', () => {
    render(<Steps shown={['start']} />);
    act(() => page.focusLater('start'));
    expect(button('start')).toHaveFocus();

    act(() => page.focusLater('later'));
    expect(button('start')).toHaveFocus();
    act(() => page.show(['later']));
    expect(button('later')).toHaveFocus();
  });

  it('resolves targets through any function, a new one at each render (refs, say)', () => {
    function Desk() {
      const [called, setCalled] = useState(false);
      const headingRef = useRef<HTMLHeadingElement>(null);
      const focusLater = useFocusLater((target: { visitId: string }) =>
        headingRef.current?.dataset.visitId === target.visitId ? headingRef.current : null,
      );
      return called ? (
        <h3 ref={headingRef} data-visit-id="v1" tabIndex={-1}>
          Visit
        </h3>
      ) : (
        <button
          type="button"
          onClick={() => {
            focusLater({ visitId: 'v1' });
            setCalled(true);
          }}
        >
          Call next
        </button>
      );
    }
    render(<Desk />);
    act(() => button('Call next').focus());
    act(() => button('Call next').click());
    expect(screen.getByRole('heading', { name: 'Visit' })).toHaveFocus();
  });

  it('never takes focus from wherever the user has since moved it', () => {
    render(<Steps shown={['start']} />);
    act(() => button('start').focus());
    act(() => page.focusLater('next'));
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    act(() => elsewhere.focus());
    act(() => page.show(['next']));
    expect(elsewhere).toHaveFocus();

    // The request is dropped, not kept for later: focus lost afterwards stays lost.
    act(() => elsewhere.blur());
    act(() => page.show(['next', 'other']));
    expect(document.body).toHaveFocus();
  });

  it('onlyIfLost: waits while focus is still where the step began, until the step takes it away', () => {
    render(<Steps shown={['retry', 'title']} onlyIfLost />);
    act(() => button('retry').focus());
    act(() => page.focusLater('title'));
    expect(button('retry')).toHaveFocus();

    act(() => page.show(['title']));
    expect(button('title')).toHaveFocus();
  });

  it('without onlyIfLost, moves focus from the control where the step began', () => {
    render(<Steps shown={['retry', 'title']} />);
    act(() => button('retry').focus());
    act(() => page.focusLater('title'));
    expect(button('title')).toHaveFocus();
  });

  it('focuses nothing on the first render, nor on renders before a call', () => {
    const { rerender } = render(<Steps shown={['search']} />);
    expect(document.body).toHaveFocus();
    act(() => page.show(['search', 'first-name']));
    rerender(<Steps shown={['search']} />);
    expect(document.body).toHaveFocus();
  });
});
