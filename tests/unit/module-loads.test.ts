import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from '@/utils/module-loads';

const page = { href: 'https://evee.app/workspace/talent/jobs', origin: 'https://evee.app' };

describe('failedModuleUrl', () => {
  it("reads the module from Chromium's and Firefox's wording", () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: https://evee.app/assets/chat-a1B2.js');
    const firefox = new TypeError('error loading dynamically imported module: https://evee.app/assets/chat-a1B2.js');
    expect(failedModuleUrl(chromium, page)?.href).toBe('https://evee.app/assets/chat-a1B2.js');
    expect(failedModuleUrl(firefox, page)?.href).toBe('https://evee.app/assets/chat-a1B2.js');
  });

  it('names nothing for a message without a module, another origin, or not an error', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), page)).toBeNull();
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js'), page),
    ).toBeNull();
    expect(failedModuleUrl('Failed to fetch dynamically imported module: https://evee.app/x.js', page)).toBeNull();
    expect(failedModuleUrl(new Error('Unable to preload CSS for /assets/chat.css'), page)).toBeNull();
  });
});
