import { type ComponentType, Suspense } from "react";

export interface LazyComponent<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the component's chunk (once); resolves when it is here. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a separate chunk, loaded when first rendered or on `preload()`
 * (docs/decisions/019-page-weight.md). Always inside its own Suspense boundary with no fallback,
 * so the server's HTML and the hydrating tree have the same shape: the server preloads it before
 * rendering (entry.server.tsx), and the browser keeps the server's HTML until the chunk arrives.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk is already
 * here, which would leave a server-rendered modal empty without JavaScript. The element type stays
 * the same before and after the load, so the loaded component keeps its state.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let loading: Promise<ComponentType<P> | null> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => {
        // A chunk that cannot load (a new build replaced the old files): render nothing rather than retry forever.
        failed = true;
        return null;
      },
    ));

  function Loaded(props: P) {
    if (failed) return null;
    const Component = loaded;
    // Suspense's protocol: the boundary shows its fallback until the thrown promise settles, then renders again.
    if (!Component) throw start();
    return <Component {...props} />;
  }

  function LazyLoaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyLoaded, { preload: () => start().then(() => undefined) });
}
