// The pages that arrive as static HTML, rendered at build time (scripts/prerender-plugin.ts) so
// they paint before any JavaScript runs; main.tsx then hydrates them. Each tree is the app's own
// providers around the page, as the router renders it at that path: / for the landing page,
// /auth signed out in its default mode (sign in) for the sign-in page, /jobs signed out with no
// search for the open jobs (its heading and controls; the jobs themselves are read live).
import { css } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import LandingPage from '@/features/landing/components/landing-page';
import { AuthPage } from '@/features/auth/components/auth-page';
import { PublicJobsPage } from '@/app/routes/public-pages';
import { AppProviders } from '@/app/providers';
import { system } from '@/app/theme/system';

export const prerenderedPages = {
  '/': <LandingPage />,
  '/auth': <AuthPage />,
  '/jobs': <PublicJobsPage />,
} satisfies Record<string, ReactNode>;

export type PrerenderedPath = keyof typeof prerenderedPages;

/** Waits for the lazy parts (the toaster) too, so the client hydrates every boundary. */
export async function renderPage(path: PrerenderedPath): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={path}>
        {/* The root route's Suspense (element-routes.tsx) sits here in the app's tree. */}
        <Suspense>{prerenderedPages[path]}</Suspense>
      </StaticRouter>
    </AppProviders>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The name emotion gives Chakra's global CSS, as ChakraProvider's <Global> hashes it. */
export function globalCssName(): string {
  return css(system._global).name;
}
