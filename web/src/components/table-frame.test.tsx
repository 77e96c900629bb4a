import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableFrame } from './table-frame';

const HINT = 'Scroll sideways to see more columns';

/** jsdom lays nothing out: every element's scrollWidth and clientWidth are made these. */
function stubWidths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scrollWidth,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => clientWidth,
  });
}

function renderFrame() {
  return render(
    <TableFrame className="table-wrap" label="People">
      <table>
        <tbody>
          <tr>
            <td>Amina</td>
          </tr>
        </tbody>
      </table>
    </TableFrame>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Back to jsdom's own (prototype) getters, which answer 0.
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

describe('TableFrame', () => {
  it('says the table scrolls sideways when it is wider than its frame, and describes the group with it', () => {
    stubWidths(900, 358);
    renderFrame();
    const frame = screen.getByRole('group', { name: 'People' });
    expect(frame).toHaveClass('table-frame', 'table-wrap');
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(HINT)).toBeVisible();
    expect(frame).toHaveAccessibleDescription(HINT);
  });

  it('says nothing when the table fits (a pixel of rounding included)', () => {
    stubWidths(359, 358);
    renderFrame();
    const frame = screen.getByRole('group', { name: 'People' });
    expect(frame).toHaveClass('table-frame');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(frame).not.toHaveAttribute('aria-describedby');
  });

  it('follows the frame when it changes width without a render (a turned phone)', () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(callback: () => void) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets.length = 0;
        }
      },
    );
    stubWidths(700, 800);
    renderFrame();
    const frame = screen.getByRole('group', { name: 'People' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    const [observer] = observers;
    // The frame and its table are watched.
    expect(observer?.targets).toEqual([frame, frame.querySelector('table')]);

    stubWidths(700, 358);
    act(() => observer?.callback());
    expect(screen.getByText(HINT)).toBeVisible();

    stubWidths(700, 800);
    act(() => observer?.callback());
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('says it in Kiswahili', async () => {
    await i18next.changeLanguage('sw');
    stubWidths(900, 358);
    renderFrame();
    expect(screen.getByText('Telezesha kando kuona safu zaidi')).toBeVisible();
  });
});
