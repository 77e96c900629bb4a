import { useHydrated } from './use-hydrated';

/** Today (YYYY-MM-DD) on the visitor's calendar. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let renderedOn: string | null = null;

/**
 * The day a pre-rendered page was rendered on (PrerenderState.today): the pre-render sets it
 * before it renders, the client from the page's state before it hydrates.
 */
export function carryRenderDay(day: string | null | undefined): void {
  renderedOn = day ?? null;
}

/**
 * Today's date for what a page says relative to it ("Closes in 5 days"): while React takes over
 * a pre-rendered page, the day the page was rendered on, so its first render matches the HTML the
 * build wrote; from the next render on (and on any page rendered in the browser), today.
 */
export function usePageToday(): string {
  const hydrated = useHydrated();
  return !hydrated && renderedOn ? renderedOn : localToday();
}
