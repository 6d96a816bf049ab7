import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { telemetry } from '../../providers/telemetry/telemetry';
import { loadPage } from './browserNavigation';

/** Where the last reload for a failed section was made, and when: `{ url, at }`. */
export const SECTION_RELOAD_KEY = 'sectionLoadReload';
/** A second failure of the same page within this time shows the error instead of reloading again. */
export const SECTION_RELOAD_GUARD_MS = 60_000;

interface SectionReload {
  url: string;
  at: number;
}

function lastReload(): SectionReload | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SECTION_RELOAD_KEY) ?? 'null') as SectionReload | null;
    return stored && typeof stored.url === 'string' && typeof stored.at === 'number' ? stored : undefined;
  } catch {
    return undefined;
  }
}

function mayReload(url: string, now: number): boolean {
  const last = lastReload();
  return !last || last.url !== url || now - last.at > SECTION_RELOAD_GUARD_MS;
}

/**
 * Thrown where a section's code could not be fetched even after the page was loaded afresh for it:
 * the console says the page could not be loaded, rather than show the browser's module error.
 */
export class SectionUnavailableError extends Error {
  constructor(readonly url: string, cause: unknown) {
    super(`The page ${url} could not be loaded`, { cause });
    this.name = 'SectionUnavailableError';
  }
}

/** A section's screen, which can be fetched before it is first shown. */
export type SectionComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches the chunk: true once it is here, false when it failed. Once here the screen renders at once, without a spinner. */
  preload(): Promise<boolean>;
};

/**
 * React.lazy for a section, with spec 8's answer to a failed fetch: after a deploy the old chunk is
 * gone, so the failure is reported and the target address is loaded in full, which brings the new
 * build. Only once per address in a row: if the fresh page fails too, a SectionUnavailableError
 * reaches the error boundary, which says the page could not be loaded, instead of reloading forever.
 *
 * A screen preloaded before its first render is handed to React as an already settled thenable, so
 * it renders in the same pass: no spinner, and none of the pause React puts between a spinner and
 * what replaces it.
 */
export function lazyWithReport<Props extends object>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
): SectionComponent<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () => (loading ??= importOrReload(importer).then((module) => (loaded = module)));
  const settled = (module: { default: ComponentType<Props> }) => ({ then: (resolve: (value: typeof module) => void) => resolve(module) });
  const Screen = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<typeof loaded>) : load()));
  return Object.assign(Screen, { preload: () => load().then(() => true, () => false) });
}

/**
 * Spec 8's answer to code that failed to download, for any chunk: reported, then the address loaded
 * in full (which brings the current build), once per address in a row.
 */
export async function importOrReload<Module>(importer: () => Promise<Module>): Promise<Module> {
  try {
    return await importer();
  } catch (error) {
    const url = window.location.href;
    telemetry().reportError('section-load', { message: error instanceof Error ? error.message : String(error), url });
    await telemetry().flush();
    const now = Date.now();
    if (!mayReload(url, now)) throw new SectionUnavailableError(url, error);
    window.sessionStorage.setItem(SECTION_RELOAD_KEY, JSON.stringify({ url, at: now } satisfies SectionReload));
    loadPage(url);
    // The page is being replaced: keep the section's spinner up until it is.
    return new Promise<never>(() => undefined);
  }
}
