/**
 * Debian's Chromium as the browser tests and benchmarks launch it: headless, and with the
 * background services that would try to reach the network switched off (this machine has none).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function chromiumArgs(extraArgs: string[]): string[] {
  return [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
    '--no-first-run',
    ...extraArgs,
  ];
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), headless: true, args: chromiumArgs(extraArgs) });
}

/** Chromium over a profile folder of its own, which it keeps (storage, service workers) when closed. */
export function launchChromiumProfile(
  userDataDir: string,
  extraArgs: string[] = [],
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: executablePath(),
    headless: true,
    args: chromiumArgs(extraArgs),
  });
}
