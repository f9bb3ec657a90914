import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's table of classes, which its first merge does (about 40 ms on a phone): the entry calls this
 * in a task of its own before the app renders, so that cost is not inside the first render of a component.
 */
export function prepareClassMerging(): void {
  twMerge('p-0', 'p-1');
}
