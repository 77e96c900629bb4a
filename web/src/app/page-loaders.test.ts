import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_PAGES, PAGE_FILES_META } from './key-pages';
import { preloadKeyPages } from './page-loaders';

const LIST_URL = '/static/assets/key-page-files-abc123.json';

function addToHead(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('preloadKeyPages with the built list of the key pages’ files', () => {
  it('fetches each file once as a modulepreload (CSS as a style prefetch), running nothing', async () => {
    addToHead(`<meta name="${PAGE_FILES_META}" content="${LIST_URL}" />`);
    // A file the page already has (the shell's) is not asked for again.
    addToHead('<script type="module" src="/static/js/shared-1.js"></script>');
    const fetchList = vi.fn(async () =>
      Response.json({
        services: ['/static/js/services-1.js', '/static/js/shared-1.js', '/static/js/lite-1.js'],
        login: ['/static/js/login-1.js', '/static/js/lite-1.js', '/static/assets/login-1.css'],
        // Not a key page: never preloaded.
        reports: ['/static/js/reports-1.js'],
      }),
    );
    vi.stubGlobal('fetch', fetchList);

    await preloadKeyPages();

    expect(fetchList).toHaveBeenCalledWith(LIST_URL);
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      path: new URL(link.href).pathname,
    }));
    expect(links).toEqual([
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
