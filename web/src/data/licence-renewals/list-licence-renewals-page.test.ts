import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCursorPage } from '../cursor-pages';
import { aRenewal } from './testing';
import { getAllLicenceRenewals, getLicenceRenewalsPage } from './list-licence-renewals-page';

vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({ withConverter: () => ({}) }),
  query: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
}));
vi.mock('../cursor-pages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../cursor-pages')>()),
  readCursorPage: vi.fn(),
}));

// Sunday 29 November 2026, 10:00: the stuck range ends at the start of Monday 16 November.
const NOW = new Date(2026, 10, 29, 10, 0);
const inReviewSince = (id: string, statusChangedAt: Date) =>
  aRenewal({ id, status: 'in_review', statusChangedAt });
const STUCK = inReviewSince('r-stuck', new Date(2026, 10, 2, 9, 0));
// Sunday 15 November: before the range's end, yet not more than 10 working days ago.
const WEEKEND = inReviewSince('r-weekend', new Date(2026, 10, 15, 12, 0));

beforeEach(() => vi.mocked(readCursorPage).mockReset());

describe('getLicenceRenewalsPage', () => {
  it('keeps only the stuck rows of the stuck range, and the cursor of the whole page', async () => {
    const last = { id: 'r-weekend' } as never;
    vi.mocked(readCursorPage).mockResolvedValue({ rows: [STUCK, WEEKEND], last, full: true });
    const page = await getLicenceRenewalsPage(
      { status: '', assignee: '', stuck: true },
      null,
      2,
      NOW,
    );
    expect(page.rows.map((row) => row.id)).toEqual(['r-stuck']);
    expect(page).toMatchObject({ last, full: true });
  });

  it('keeps every row without the stuck filter', async () => {
    vi.mocked(readCursorPage).mockResolvedValue({
      rows: [STUCK, WEEKEND],
      last: null,
      full: false,
    });
    const page = await getLicenceRenewalsPage(NO_FILTERS, null, 25, NOW);
    expect(page.rows).toHaveLength(2);
  });
});

describe('getAllLicenceRenewals', () => {
  it('reads page after page until a page is not full', async () => {
    vi.mocked(readCursorPage)
      .mockResolvedValueOnce({ rows: [STUCK], last: { id: 'r-stuck' } as never, full: true })
      .mockResolvedValueOnce({ rows: [WEEKEND], last: { id: 'r-weekend' } as never, full: false });
    const progress = vi.fn();
    const rows = await getAllLicenceRenewals(NO_FILTERS, progress);
    expect(rows.map((row) => row.id)).toEqual(['r-stuck', 'r-weekend']);
    expect(readCursorPage).toHaveBeenCalledTimes(2);
    expect(progress).toHaveBeenLastCalledWith(2);
  });
});

const NO_FILTERS = { status: '', assignee: '', stuck: false };
