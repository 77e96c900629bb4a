import type { Language } from '@centre/domain/constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@centre/domain/constants';
import { COLLECTIONS } from '@centre/domain/collections';
import { PUBLISHED_JOBS_LIMIT, publicJobPath } from '@centre/domain/jobs';
import { localizeService } from '@centre/domain/service-texts';
import { isPageId, type PageId } from '@centre/domain/routes';
import type { Service } from '@centre/domain/services';
import { dehydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router-dom';
import { BootScreen } from '../app/boot-screen';
import { documentTitleFor, titleKeyOf } from '../app/layouts/root-layout';
import { AppProvider, createQueryClient } from '../app/provider';
import { createAppRoutes, type PageRouteHandle } from '../app/router';
import { parseJobDocument, type JobRecord } from '../data/jobs/converter';
import { jobKeys } from '../data/jobs/keys';
import { serviceKeys } from '../data/services/keys';
import { recordTexts } from '../lib/carried-text';
import { firebaseConfig, USE_EMULATORS } from '../lib/firebase';
import { carryRenderDay, localToday } from '../lib/page-today';
import { baseOptions, COMMON_NAMESPACE } from '../lib/i18n';
import { localeOfFile } from '../lib/locale-files';
import { serializeStateData, type PrerenderState } from './state';

// What scripts/build-web.mjs writes into each page around the markup (one definition in ./state).
export {
  escapeHtml,
  PRERENDER_GATE_ID,
  PRERENDER_GATE_STATUS_ID,
  PRERENDER_STATE_ID,
  prerenderGate,
  scriptJson,
} from './state';

/**
 * The public pages rendered to HTML at build time (scripts/build-web.mjs runs this module, built
 * by Vite for Node). Each page renders with the same route tree, providers and words as the
 * app, from what the build knows: the services catalogue. The client (main.tsx) hydrates the
 * markup with the same data (PrerenderState), so its first render matches.
 */

// Every locale file: the server renders any page in any language, so it loads them all first.
const LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, load] of Object.entries(LOCALE_FILES)) {
    const file = localeOfFile(path);
    if (!file) continue;
    (all[file.language] ??= {})[file.namespace] = (await load()).default;
  }
  return all;
}

let ready: Promise<unknown> | undefined;
function startI18n(): Promise<unknown> {
  ready ??= resources().then((all) =>
    i18next.use(initReactI18next).init({
      ...baseOptions(DEFAULT_LANGUAGE),
      resources: all,
      ns: Object.keys(all[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: COMMON_NAMESPACE,
      // Every word is here: nothing suspends.
      initAsync: false,
      react: { useSuspense: false },
    }),
  );
  return ready;
}

export { DEFAULT_LANGUAGE, LANGUAGES };
export { activeServices, prerenderPaths, publishedJobs } from './pages';
export { loaderScript } from './loader';

export interface PrerenderInput {
  /** the page's path, e.g. /services/passport-renewal */
  path: string;
  language: Language;
  /** the active services, as the catalogue read returns them (sorted by order) */
  services: Service[];
  /** the published jobs, as the board's read returns them (newest first) */
  jobs: JobRecord[];
}

export interface PrerenderOutput {
  /** the markup of #root */
  html: string;
  /** the document's title, in the page's language */
  title: string;
  /** what the page says without JavaScript: it reads, but its forms need the app */
  noscript: string;
  /** what a page with a form says until its form can be used (prerenderGate in ./state.ts) */
  preparing: string;
  /** the page ids of the matched routes, whose modules (and their CSS) the page needs at once */
  pages: PageId[];
  /** what the client needs to render the same first frame */
  state: PrerenderState;
}

/** A service with the page's language's words in place of the English ones, and no others. */
function inPageLanguage(service: Service, language: Language): Service {
  const { translations: _otherLanguages, ...shown } = localizeService(service, language);
  return shown;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage({
  path,
  language,
  services,
  jobs,
}: PrerenderInput): Promise<PrerenderOutput> {
  await startI18n();
  await i18next.changeLanguage(language);
  const today = localToday();
  carryRenderDay(today);

  const queryClient = createQueryClient();
  // What the build read counts as read long ago (updatedAt 0): each page refreshes it once live,
  // however recent the build.
  const asBuilt = { updatedAt: 0 };
  // In the page's language only: a page carries one language's words for the catalogue (the
  // refresh once live brings them all, for a switch of language).
  queryClient.setQueryData(
    serviceKeys.list({ active: true }),
    services.map((service) => inPageLanguage(service, language)),
    asBuilt,
  );
  // The jobs board and each job's page carry the jobs they show, and no other page.
  if (path === '/jobs') queryClient.setQueryData(jobKeys.published(), jobs, asBuilt);
  const job = jobs.find((candidate) => publicJobPath(candidate.id) === path);
  if (job) queryClient.setQueryData(jobKeys.detail(job.id), job, asBuilt);

  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  const staticContext: StaticHandlerContext = context;
  if (staticContext.statusCode !== 200) {
    const errors = Object.values(staticContext.errors ?? {}).map((error) =>
      error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error),
    );
    throw new Error(
      `${path} rendered with status ${staticContext.statusCode}: ${errors.join('\n')}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, staticContext);

  const recorded = recordTexts();
  const namespaces = recordNamespaces();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <Suspense fallback={<BootScreen />}>
          <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
    // The whole file is written at once, so nothing gains from streaming: every Suspense boundary
    // goes inline, none is outlined behind an inline swap script (React outlines a boundary
    // larger than this, e.g. home's featured services, which a browser without JavaScript would
    // then never show).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const texts = recorded();

  const titleKey = titleKeyOf(staticContext.matches.map((match) => match.route.handle));
  const routeTitle = titleKey ? i18next.t(titleKey as never, { lng: language }) : undefined;

  return {
    html,
    title: documentTitleFor(routeTitle),
    noscript: i18next.t('noscript.prerendered', { lng: language }),
    preparing: i18next.t('prerenderGate.preparing', { lng: language }),
    pages: staticContext.matches
      .map((match) => (match.route.handle as Partial<PageRouteHandle> | undefined)?.page)
      .filter(isPageId),
    state: {
      language,
      router: {
        loaderData: staticContext.loaderData,
        actionData: staticContext.actionData,
        errors: staticContext.errors,
      },
      queries: dehydrate(queryClient, { serializeData: serializeStateData }),
      texts,
      today,
      namespaces: namespaces(),
    },
  };
}

/**
 * Records the namespaces of words one page's render reads (react-i18next reports each
 * useTranslation's to `i18next.reportNamespaces`); one page renders at a time.
 */
function recordNamespaces(): () => string[] {
  const used = new Set<string>();
  i18next.reportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of [namespaces].flat()) used.add(namespace);
    },
    getUsedNamespaces: () => [...used],
  };
  return () => [...used].sort();
}

/**
 * The published jobs of the project the build is for, with the public board's query (the rules'
 * public list, as publicData's /api/public/jobs makes it), through Firestore Lite on an instance
 * of its own: the app's (lib/firestore-lite.ts) starts App Check, which needs a browser. What the
 * project has at build time; each page refreshes them once live.
 */
export async function readProjectJobs(): Promise<JobRecord[]> {
  const [{ initializeApp }, { collection, getDocs, getFirestore, limit, orderBy, query, where }] =
    await Promise.all([import('firebase/app'), import('firebase/firestore/lite')]);
  const db = getFirestore(initializeApp(firebaseConfig, 'prerender'));
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.jobs),
      where('status', '==', 'published'),
      orderBy('publishedAt', 'desc'),
      limit(PUBLISHED_JOBS_LIMIT),
    ),
  );
  return snapshot.docs
    .map((document) => parseJobDocument(document.id, document.data()))
    .filter((job): job is JobRecord => job !== null);
}

/** True for a build wired to the emulators (`--mode emulator`): it pre-renders the demo's jobs. */
export { USE_EMULATORS };

/** The project the build is for, by its id (web/.env.<mode>). */
export const PROJECT_ID = firebaseConfig.projectId;
