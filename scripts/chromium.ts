/**
 * Debian's Chromium as the browser tests and benchmarks launch it: headless, and with the
 * background services that would try to reach the network switched off (this machine has none).
 */
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
