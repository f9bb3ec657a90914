import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY } from '../../../lib/favourites';
import { aProperty } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { PropertyCard } from './property-card';

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null') as Array<{ id: string; title: string }> | null;

/** Another tab writing the favourites: the browser changes storage and tells this tab with a `storage` event. */
function anotherTabWrites(value: string | null) {
  act(() => {
    if (value === null) localStorage.removeItem(FAVOURITES_STORAGE_KEY);
    else localStorage.setItem(FAVOURITES_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY, newValue: value }));
  });
}

function renderCard(property = aProperty()) {
  const rendered = renderWithProviders(<PropertyCard property={property} />, { url: '/' });
  const heart = () => within(screen.getByTestId('property-card')).getByRole('button', { name: /favoritos/ });
  return { ...rendered, heart };
}

describe('the heart on a property card', () => {
  it('keeps the listing on the device: pressed, named "Quitar de favoritos", with a toast leading to "Mis favoritos"; a second press takes it out', async () => {
    const property = aProperty();
    const { user, heart, router } = renderCard(property);
    expect(heart()).toHaveAccessibleName('Guardar en favoritos');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    // It says which listing it is for.
    expect(heart()).toHaveAccessibleDescription(property.title);

    await user.click(heart());
    expect(heart()).toHaveAccessibleName('Quitar de favoritos');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([expect.objectContaining({ id: property.id, slug: property.slug, title: property.title })]);
    const toast = await findToast('Guardada en Mis favoritos');
    expect(within(toast).getByRole('link', { name: 'Ver mis favoritos' })).toHaveAttribute('href', '/favoritos');
    // The press kept the listing; it did not open it (the card is one big link underneath).
    expect(router.state.location.pathname).toBe('/');

    await user.click(heart());
    expect(heart()).toHaveAccessibleName('Guardar en favoritos');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
    await findToast('Quitada de Mis favoritos');
  });

  it('follows another tab: a listing saved or removed there shows at once', () => {
    const property = aProperty();
    const { heart } = renderCard(property);
    anotherTabWrites(JSON.stringify([{ id: property.id, slug: property.slug, title: property.title, savedAt: new Date().toISOString() }]));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    anotherTabWrites(null);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('survives corrupt or foreign storage: nothing breaks, the entry is ignored, and saving writes a clean list', async () => {
    const property = aProperty();
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '{"esto no es": [una lista');
    const { user, heart } = renderCard(property);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    anotherTabWrites(JSON.stringify([{ id: property.id }, 'basura', { id: 'no-es-un-id', slug: 'x', title: 'x', savedAt: 'x' }]));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([expect.objectContaining({ id: property.id })]);
  });

  it('says so when the list is full (50) and keeps what was there', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      slug: `casa-${index}`,
      title: `Casa ${index}`,
      savedAt: new Date().toISOString(),
    }));
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(fifty));
    const { user, heart } = renderCard();
    await user.click(heart());
    await findToast('Mis favoritos está lleno', /hasta 50 propiedades/);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toHaveLength(50);
  });
});
