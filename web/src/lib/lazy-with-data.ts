import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Code-splits a component: its module (and everything only it uses) is downloaded the first time it renders, with the
 * app's data-fetching defaults around it (lib/data-defaults, loaded alongside, keeps SWR out of the entry chunk).
 */
export function lazyWithData<M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [module, { withDataDefaults }] = await Promise.all([load(), import('./data-defaults')]);
    return { default: withDataDefaults(pick(module)) };
  });
}
