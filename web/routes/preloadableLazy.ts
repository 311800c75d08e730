import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<P extends object> = { readonly default: ComponentType<P> };

export interface PreloadableComponent<P extends object> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the module; once it has loaded, the component renders without suspending. */
  readonly preload: () => Promise<void>;
}

/**
 * React.lazy that can be loaded ahead of rendering. A lazy component suspends on its first render
 * even when its module has already loaded, unless the thenable it gets settles synchronously: after
 * `preload` it gets one, so a prerendered page hydrates at once instead of keeping a dehydrated
 * boundary for a tick (which an early update, such as the stored perspective, would throw away).
 */
export function preloadableLazy<P extends object>(load: () => Promise<PageModule<P>>): PreloadableComponent<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module)));
  const Component = lazy(() => {
    if (!loaded) return loadOnce();
    const module = loaded;
    const settled = { then: (onLoaded: (value: PageModule<P>) => unknown) => void onLoaded(module) };
    return settled as unknown as Promise<PageModule<P>>;
  });
  return { Component, preload: async () => void (await loadOnce()) };
}
