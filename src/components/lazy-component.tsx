// A component whose code loads when it first renders, suspending until then, as React.lazy
// does; unlike React.lazy, a failed load is fetched again when its error boundary retries
// (utils/module-loads.ts), so a screen that failed offline comes back without a reload.
import { use, type ComponentType } from 'react';
import { loadModule } from '@/utils/module-loads';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function LazyComponent(props: P) {
    const Loaded = use(loadModule(load));
    return <Loaded {...props} />;
  }
  return LazyComponent;
}
