// Loaded only when a listing's map comes into view (import() in property-map.tsx): Leaflet and its CSS stay out of the
// page's first JavaScript.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** How long the tiles may take before the map is given up for the note (an offline or filtered network hangs). */
const TILES_TIMEOUT_MS = 8_000;

export interface ShownMap {
  /** Settles true when the first tile arrived, false when tiles fail or take too long: then the note replaces the map. */
  tiles: Promise<boolean>;
  remove(): void;
}

/**
 * An OpenStreetMap map in `container` around the rounded point, with a circle of about a kilometre for the area (never
 * a pin: the exact place is not public).
 */
export function showMap(container: HTMLElement, latitude: number, longitude: number, label: string): ShownMap {
  const map = L.map(container, { scrollWheelZoom: false, attributionControl: true, zoomControl: false }).setView([latitude, longitude], 14);
  // Leaflet's own titles are English: the buttons speak Spanish, to the eye and to a screen reader.
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
  const layer = L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 18,
    attribution: '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }).addTo(map);
  L.circle([latitude, longitude], { radius: 600, color: '#b08d3c', fillColor: '#d4af37', fillOpacity: 0.25 }).addTo(map).bindTooltip(label);
  const tiles = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), TILES_TIMEOUT_MS);
    layer.once('tileload', () => {
      clearTimeout(timer);
      resolve(true);
    });
    layer.once('tileerror', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  return { tiles, remove: () => map.remove() };
}
