import { FAVOURITES_LIMIT } from '@prestigio/contracts';
import { useSyncExternalStore } from 'react';

/**
 * "Mis favoritos": listings a visitor keeps on this device (localStorage), no account needed. What is kept is enough
 * to name a listing that has since been taken down; its current data is always fetched again.
 */
export interface Favourite {
  id: string;
  slug: string;
  title: string;
  /** ISO time it was saved; the list shows the newest first. */
  savedAt: string;
}

/** Versioned: a later shape gets a new key, and this one is simply no longer read. */
export const FAVOURITES_STORAGE_KEY = 'prestigio.favoritos.v1';

const NONE: readonly Favourite[] = Object.freeze([]);

function isFavourite(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false;
  const { id, slug, title, savedAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) &&
    typeof slug === 'string' &&
    typeof title === 'string' &&
    typeof savedAt === 'string'
  );
}

/** What storage holds, as far as it makes sense: anything corrupt or foreign is skipped, never thrown. */
export function parseFavourites(raw: string | null): readonly Favourite[] {
  if (!raw) return NONE;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return NONE;
    const seen = new Set<string>();
    const favourites = parsed.filter((item): item is Favourite => {
      if (!isFavourite(item) || seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
    return favourites.slice(0, FAVOURITES_LIMIT);
  } catch {
    return NONE;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser's settings: favourites simply are not kept.
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedFavourites: readonly Favourite[] = NONE;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return storage()?.getItem(FAVOURITES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The favourites now, the same array until storage changes (as useSyncExternalStore requires). */
export function getFavourites(): readonly Favourite[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedFavourites = parseFavourites(raw);
  }
  return cachedFavourites;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function write(favourites: readonly Favourite[]): boolean {
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
    notify();
    return true;
  } catch {
    // Full or refused storage: nothing changes, and the caller says so.
    return false;
  }
}

/** The outcome the heart tells the visitor. */
export type FavouriteChange = 'added' | 'removed' | 'full' | 'unavailable';

/** Adds the listing, or removes it when kept already. */
export function toggleFavourite(listing: Pick<Favourite, 'id' | 'slug' | 'title'>): FavouriteChange {
  const current = getFavourites();
  if (current.some((favourite) => favourite.id === listing.id)) {
    return write(current.filter((favourite) => favourite.id !== listing.id)) ? 'removed' : 'unavailable';
  }
  if (current.length >= FAVOURITES_LIMIT) return 'full';
  const added: Favourite = { id: listing.id, slug: listing.slug, title: listing.title, savedAt: new Date().toISOString() };
  return write([added, ...current]) ? 'added' : 'unavailable';
}

export function removeFavourite(id: string): void {
  const current = getFavourites();
  if (current.some((favourite) => favourite.id === id)) write(current.filter((favourite) => favourite.id !== id));
}

function onStorage(event: StorageEvent): void {
  // Another tab changed them (or cleared all storage: key null).
  if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) notify();
}

export function subscribeToFavourites(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** On the server and while hydrating there are none: the server's markup and the first render agree. */
const serverFavourites = () => NONE;

/** The visitor's favourites, newest first; updates on every change, in this tab or another. */
export function useFavourites(): readonly Favourite[] {
  return useSyncExternalStore(subscribeToFavourites, getFavourites, serverFavourites);
}

/** Whether this listing is among the favourites. */
export function useIsFavourite(id: string): boolean {
  return useSyncExternalStore(
    subscribeToFavourites,
    () => getFavourites().some((favourite) => favourite.id === id),
    () => false,
  );
}
