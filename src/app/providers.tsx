// The app's providers: the jotai store, the styles' cache, the Chakra design system, the toaster
// and the top-level error boundary.
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-screen';
import { lazyComponent } from '@/components/lazy-component';
import { appStore, StoreProvider } from '@/lib/store';
import { withPrerenderedGlobalCss } from './theme/global-css';
import { batchedStyleCache } from './theme/style-batches';
import { system } from './theme/system';
import { importFresh } from '@/utils/module-loads';

const systemValue = withPrerenderedGlobalCss(system, globalThis.document);
// In the browser only: prerendering (Node) keeps emotion's own server rendering of styles.
const styleCache = globalThis.document ? batchedStyleCache() : undefined;

const Toaster = lazyComponent(() => importFresh(() => import('@/components/ui/toaster-view')).then((m) => m.default));

export function AppProviders({ children }: { children: ReactNode }) {
  const chakra = (
    <ChakraProvider value={systemValue}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
  return (
    <StoreProvider store={appStore}>
      {styleCache ? <CacheProvider value={styleCache}>{chakra}</CacheProvider> : chakra}
    </StoreProvider>
  );
}
