// The app's providers: the jotai store, the Chakra design system, the toaster and the top-level
// error boundary.
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-screen';
import { lazyComponent } from '@/components/lazy-component';
import { appStore, StoreProvider } from '@/lib/store';
import { withPrerenderedGlobalCss } from './theme/global-css';
import { system } from './theme/system';

const systemValue = withPrerenderedGlobalCss(system, globalThis.document);

const Toaster = lazyComponent(() => import('@/components/ui/toaster-view').then((m) => m.default));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <ChakraProvider value={systemValue}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ChakraProvider>
    </StoreProvider>
  );
}
