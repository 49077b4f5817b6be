// The landing page as static HTML, rendered at build time (vite.config.ts's prerender plugin)
// into index.html, so / paints before any JavaScript runs; main.tsx then hydrates it. The tree
// is the app's own providers around the landing page, as the router renders it at /.
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import LandingPage from '@/features/landing/components/landing-page';
import { AppProviders } from '@/app/providers';

/** Waits for the lazy parts (the toaster) too, so the client hydrates every boundary. */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location="/">
        {/* The root route's Suspense (element-routes.tsx) sits here in the app's tree. */}
        <Suspense>
          <LandingPage />
        </Suspense>
      </StaticRouter>
    </AppProviders>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
