import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_PAGES, PAGE_FILES_META } from './key-pages';
import { forgetPageFiles, pageLoaders, preloadKeyPages } from './page-loaders';

const LIST_URL = '/static/assets/page-files-abc123.json';

function addToHead(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  forgetPageFiles();
});

function headLinks() {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    path: new URL(link.href).pathname,
  }));
}

/**
 * A document with the built list (named by its <meta>) and one of the shell's scripts, and a
 * fetch that answers the list with `files`.
 */
function serveList(files: Record<string, string[]>) {
  addToHead(`<meta name="${PAGE_FILES_META}" content="${LIST_URL}" />`);
  // A file the page already has (the shell's) is not asked for again.
  addToHead('<script type="module" src="/static/js/shared-1.js"></script>');
  const fetchList = vi.fn(async () => Response.json(files));
  vi.stubGlobal('fetch', fetchList);
  return fetchList;
}

describe('preloadKeyPages with the built list of the pages’ files', () => {
  it('fetches each file once as a modulepreload (CSS as a style prefetch), running nothing', async () => {
    const fetchList = serveList({
      services: ['/static/js/services-1.js', '/static/js/shared-1.js', '/static/js/lite-1.js'],
      login: ['/static/js/login-1.js', '/static/js/lite-1.js', '/static/assets/login-1.css'],
      // Not a key page: never preloaded.
      reports: ['/static/js/reports-1.js'],
    });

    await preloadKeyPages();

    expect(fetchList).toHaveBeenCalledWith(LIST_URL);
    expect(headLinks()).toEqual([
      { rel: 'modulepreload', as: null, path: '/static/js/services-1.js' },
      { rel: 'modulepreload', as: null, path: '/static/js/lite-1.js' },
      { rel: 'modulepreload', as: null, path: '/static/js/login-1.js' },
      { rel: 'prefetch', as: 'style', path: '/static/assets/login-1.css' },
    ]);
    expect(KEY_PAGES).toContain('services');
    expect(KEY_PAGES).not.toContain('reports');
  });

  it('does nothing when the list cannot be fetched (offline): the page loads its files when opened', async () => {
    addToHead(`<meta name="${PAGE_FILES_META}" content="${LIST_URL}" />`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(preloadKeyPages()).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('opening a page with the built list of the pages’ files', () => {
  it('fetches the page’s modules together as it loads the page, not its stylesheets (Vite adds those)', async () => {
    const fetchList = serveList({
      terms: [
        '/static/js/terms-1.js',
        '/static/js/shared-1.js',
        '/static/js/rich-text-1.js',
        '/static/assets/terms-1.css',
      ],
      privacy: ['/static/js/privacy-1.js', '/static/js/rich-text-1.js'],
    });

    const page = await pageLoaders.terms();

    expect(page.default).toBeTypeOf('function');
    await vi.waitFor(() =>
      expect(headLinks()).toEqual([
        { rel: 'modulepreload', as: null, path: '/static/js/terms-1.js' },
        { rel: 'modulepreload', as: null, path: '/static/js/rich-text-1.js' },
      ]),
    );

    // The next page reuses the list, and what the document already asked for is not asked again.
    await pageLoaders.privacy();
    await vi.waitFor(() =>
      expect(headLinks().map((link) => link.path)).toContain('/static/js/privacy-1.js'),
    );
    expect(headLinks()).toHaveLength(3);
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it('still loads the page when the list cannot be fetched, and asks for the list again next time', async () => {
    addToHead(`<meta name="${PAGE_FILES_META}" content="${LIST_URL}" />`);
    const fetchList = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchList);

    await expect(pageLoaders['about-us']()).resolves.toHaveProperty('default');
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(1));
    await preloadKeyPages();

    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
