import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@centre/domain/routes';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aJob } from '../features/jobs/testing/jobs';
import { activeServices, prerenderPaths, publishedJobs } from './pages';
import {
  PRERENDER_GATE_ID,
  PRERENDER_STATE_ID,
  deserializeStateData,
  openPrerenderGate,
  prerenderGate,
  queriesFor,
  readPrerenderState,
  scriptJson,
  serializeStateData,
} from './state';

/** A job as its Firestore document holds it: each date a Timestamp (here anything with toDate). */
function jobDocument(overrides: Parameters<typeof aJob>[0] = {}) {
  const { id, publishedAt, ...fields } = aJob(overrides);
  const stamp = (date: Date | null) => (date ? { toDate: () => date } : null);
  return { id, ...fields, publishedAt: stamp(publishedAt) };
}

const seed = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../emulator-data/services.json'), 'utf8'),
) as { id: string; name: string; active: boolean; order: number }[];

describe('the pre-rendered pages', () => {
  it('takes the active services of the seed, in catalogue order, each with its slug', () => {
    const services = activeServices(seed);
    const expected = seed
      .filter((service) => service.active)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    expect(services.map((service) => service.id)).toEqual(expected.map((service) => service.id));
    expect(services.length).toBeGreaterThan(0);
    services.forEach((service) => expect(service.slug).toBe(service.id));
  });

  it('leaves out an inactive service and one the schema refuses', () => {
    const [first] = seed;
    const services = activeServices([
      { ...first!, id: 'closed', active: false },
      { id: 'broken', name: 'No fields' },
      { ...first!, id: 'open' },
    ]);
    expect(services.map((service) => service.id)).toEqual(['open']);
  });

  it('renders every public page without a parameter and each service, never a staff page', () => {
    const services = activeServices(seed);
    const paths = prerenderPaths(services);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/about-us',
        '/contact',
        '/jobs',
        '/banking',
        '/login',
        '/book-appointment',
      ]),
    );
    services.forEach((service) => expect(paths).toContain(`/services/${service.id}`));
    // Each application page but the licence renewal's, which sends the visitor to its own page.
    services
      .filter((service) => service.id !== 'licence-renewal')
      .forEach((service) => expect(paths).toContain(`/service-application/${service.id}`));
    expect(paths).not.toContain('/service-application/licence-renewal');
    for (const path of paths) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      if (route) expect(['public', 'open']).toContain(route.access);
    }
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/queue-display');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the pre-rendered jobs', () => {
  it('takes the published jobs the schema accepts, newest first, each with its page', () => {
    const older = jobDocument({ id: 'older', publishedAt: new Date('2030-01-01T10:00:00Z') });
    const newer = jobDocument({ id: 'newer', publishedAt: new Date('2030-01-03T10:00:00Z') });
    const draft = jobDocument({ id: 'draft', status: 'draft', publishedAt: null });
    const closed = jobDocument({ id: 'closed', status: 'closed' });
    const broken = jobDocument({ id: 'broken', status: 'archived' as never });
    const jobs = publishedJobs([older, draft, broken, newer, closed]);
    expect(jobs.map((job) => job.id)).toEqual(['newer', 'older']);
    expect(jobs[0]!.publishedAt).toEqual(new Date('2030-01-03T10:00:00Z'));

    const paths = prerenderPaths(activeServices(seed), jobs);
    expect(paths).toEqual(expect.arrayContaining(['/jobs', '/jobs/newer', '/jobs/older']));
    expect(paths).not.toContain('/jobs/draft');
    expect(paths).not.toContain('/jobs/closed');
  });
});

describe('the pre-rendered state', () => {
  it('carries a query’s dates as dates through the page’s JSON', () => {
    const job = aJob({ closedAt: new Date('invalid') });
    const server = new QueryClient();
    server.setQueryData(['jobs', 'detail', job.id], job);
    server.setQueryData(['texts'], { at: 'not a date', list: ['2030-01-01T00:00:00Z'] });
    const json = scriptJson(dehydrate(server, { serializeData: serializeStateData }));

    const client = new QueryClient();
    hydrate(client, JSON.parse(json), {
      defaultOptions: { deserializeData: deserializeStateData },
    });
    const carried = client.getQueryData<typeof job>(['jobs', 'detail', job.id])!;
    expect(carried.publishedAt).toBeInstanceOf(Date);
    expect(carried.publishedAt).toEqual(job.publishedAt);
    expect(carried.closedAt).toBeInstanceOf(Date);
    expect(Number.isNaN(carried.closedAt!.getTime())).toBe(true);
    expect(carried).toEqual(job);
    // Strings that look like dates stay strings.
    expect(client.getQueryData(['texts'])).toEqual({
      at: 'not a date',
      list: ['2030-01-01T00:00:00Z'],
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("hands an app in the page's language all its queries, one in the other all but the catalogue", () => {
    const server = new QueryClient();
    server.setQueryData(['services', 'list', { active: true }], [{ name: 'Huduma za pasipoti' }]);
    server.setQueryData(['jobs', 'published'], []);
    const state = {
      language: 'sw' as const,
      router: {},
      queries: dehydrate(server),
      texts: {},
      today: '2026-11-29',
    };
    const keys = (language: 'en' | 'sw') =>
      queriesFor(state, language).queries.map((query) => query.queryKey[0]);
    expect(keys('sw').sort()).toEqual(['jobs', 'services']);
    expect(keys('en')).toEqual(['jobs']);
  });

  it('is JSON that no text inside it can end its script element', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|>|\u2028/);
    document.body.innerHTML = `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`;
    expect(readPrerenderState()).toEqual(value);
  });

  it('is null on the SPA fallback (no state) and when the state is not JSON', () => {
    expect(readPrerenderState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PRERENDER_STATE_ID}">{</script>`;
    expect(readPrerenderState()).toBeNull();
  });

  it('says while the gate is closed that a form is being made ready, busy, and not once it opens', () => {
    const form = '<main><form><label>Name <input name="name"></label></form></main>';
    document.body.innerHTML = prerenderGate(form, 'Getting the form ready… & <soon>');
    const gate = document.getElementById(PRERENDER_GATE_ID)!;
    const status = document.querySelector('[role="status"]');
    expect(status).toHaveTextContent('Getting the form ready… & <soon>');
    expect(status).toBeVisible();
    expect(gate).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    // Outside #root: React's first render of the page is the server's markup, unchanged.
    expect(document.getElementById('root')!.innerHTML).toBe(form);

    openPrerenderGate();
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(gate).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it('says nothing about a form on a page without one', () => {
    document.body.innerHTML = prerenderGate(
      '<main><h1>About us</h1><select></select></main>',
      'Getting the form ready…',
    );
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(document.getElementById(PRERENDER_GATE_ID)).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('select')).toBeDisabled();
  });

  it('opens the gate: the form controls inside it can be used', () => {
    document.body.innerHTML = `<fieldset id="${PRERENDER_GATE_ID}" disabled><div id="root"><input aria-label="Name" /></div></fieldset>`;
    const input = document.querySelector('input')!;
    expect(input.matches(':disabled')).toBe(true);
    openPrerenderGate();
    expect(input.matches(':disabled')).toBe(false);
  });
});
