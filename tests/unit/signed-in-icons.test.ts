// The build's icon chunk (scripts/signed-in-icons.ts), on a small app built for real: the icons
// lazy signed-in screens share go to one chunk, and an icon a public page draws stays out of it,
// so the public page does not load the signed-in app's icons.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { signedInIcons } from '../../scripts/signed-in-icons';

const ROOT = path.resolve(import.meta.dirname, '../..');
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
// Inside the project, so the fixture resolves lucide-react from its node_modules.
const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'icons-fixture-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  'src/main.ts': [
    "import { page } from './features/public/page';",
    // Used, so the build keeps them (an app's entry exports nothing).
    'Object.assign(globalThis, {',
    '  page,',
    "  talent: () => import('./features/talent/screen').then((m) => m.screen),",
    "  company: () => import('./features/company/screen').then((m) => m.screen),",
    '});',
  ].join('\n'),
  'src/features/public/page.ts': "import { Eye } from 'lucide-react';\nexport const page = Eye;",
  'src/features/talent/screen.ts': "import { Bell, Eye } from 'lucide-react';\nexport const screen = [Bell, Eye];",
  'src/features/company/screen.ts':
    "import { Bell, type LucideIcon, Trophy as Prize } from 'lucide-react';\nexport const screen: LucideIcon[] = [Bell, Prize];",
};

it('puts the icons only signed-in screens draw in one chunk, and leaves the public page’s icon out of it', async () => {
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  const icons = signedInIcons();
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [icons.plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: path.join(dir, 'src/main.ts'),
        output: { codeSplitting: { groups: [{ name: 'icons', test: icons.test }] } },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const iconsOf = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds
      .filter((id) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id))
      .map((id) => path.basename(id));
  const iconChunk = chunks.find((c) => c.name === 'icons');
  expect(iconChunk, chunks.map((c) => `${c.fileName}: ${iconsOf(c).join(', ')}`).join('\n')).toBeDefined();
  expect(iconsOf(iconChunk!).sort()).toEqual(['bell.mjs', 'trophy.mjs']);
  const entry = chunks.find((c) => c.isEntry)!;
  expect(iconsOf(entry)).toEqual(['eye.mjs']);
});
