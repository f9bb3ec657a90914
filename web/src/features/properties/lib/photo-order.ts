/** The gallery's order is a list of photo ids, the main photo first (PUT .../photos/order takes exactly this). */

/** The order after moving one photo a place towards the start (-1) or the end (+1); unchanged at either edge. */
export function movePhoto(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The order with this photo first (the listing's main photo) and the others as they were. */
export function makeMainPhoto(ids: readonly string[], id: string): string[] {
  if (!ids.includes(id)) return [...ids];
  return [id, ...ids.filter((other) => other !== id)];
}

/** Puts items (photos) into the order of `ids`, for showing a change before the server confirms it. */
export function arrangeBy<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
}

/** What a screen reader hears after a move: "Foto movida a la posición 2 de 5". */
export function positionAnnouncement(ids: readonly string[], id: string): string {
  const position = ids.indexOf(id) + 1;
  return position === 1
    ? `Foto principal (posición 1 de ${ids.length})`
    : `Foto movida a la posición ${position} de ${ids.length}`;
}
