/**
 * Draws the demo's photos and company logos once, as small PNGs in supabase/seed-files/<bucket>/
 * <path>, which the local stack uploads into its storage when it seeds a new database
 * (supabase/local/seed-files.ts). Initials on a colour, and a geometric mark for each company:
 * nothing taken from the web, no photo of anyone. Drawn on a canvas in Chromium so the letters
 * are the system's sans-serif, anti-aliased. Run: npx tsx scripts/seed-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium';

const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../supabase/seed-files');

/** The demo people with a photo (supabase/seeds/90_storage_files.sql), their initials and hue. */
const people: [userId: string, initials: string, hue: number][] = [
  ['d0000000-0000-4000-8000-000000000001', 'MO', 262],
  ['d0000000-0000-4000-8000-000000000002', 'DR', 205],
  ['d0000000-0000-4000-8000-000000000003', 'PR', 330],
  ['d0000000-0000-4000-8000-000000000006', 'SP', 150],
  ['d0000000-0000-4000-8000-000000000011', 'LF', 18],
  ['d0000000-0000-4000-8000-000000000012', 'MJ', 225],
  ['d0000000-0000-4000-8000-000000000013', 'AT', 290],
  ['d0000000-0000-4000-8000-000000000014', 'DA', 35],
  ['d0000000-0000-4000-8000-000000000015', 'FE', 175],
  ['d0000000-0000-4000-8000-000000000016', 'NW', 245],
  ['d0000000-0000-4000-8000-000000000018', 'OH', 5],
  ['d0000000-0000-4000-8000-000000000019', 'IN', 190],
];

/** The demo companies, each with a mark drawn from circles and bars, and its colour. */
const companies: [companyId: string, mark: 'acme' | 'globex', hue: number][] = [
  ['c0000000-0000-4000-8000-000000000001', 'acme', 14],
  ['c0000000-0000-4000-8000-000000000002', 'globex', 200],
];

type Drawing = { kind: 'avatar'; initials: string; hue: number } | { kind: 'logo'; mark: string; hue: number };

// Runs in the page: returns the PNG as a data URL.
function drawInPage(d: Drawing): string {
  const size = d.kind === 'avatar' ? 160 : 192;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  g.fillStyle = `hsl(${d.hue} 55% 36%)`;
  g.fillRect(0, 0, size, size);
  g.fillStyle = `hsl(${d.hue} 55% 44%)`;
  g.beginPath();
  g.arc(size * 0.85, size * 0.15, size * 0.45, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  if (d.kind === 'avatar') {
    g.font = `bold ${size * 0.4}px "DejaVu Sans", sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(d.initials, size / 2, size / 2 + size * 0.02);
  } else if (d.mark === 'acme') {
    // Three rising bars: a warehouse arm's reach.
    [0.42, 0.58, 0.74].forEach((h, i) => g.fillRect(size * (0.24 + i * 0.2), size * (0.86 - h), size * 0.14, size * h));
  } else {
    // A globe: a ring with a meridian and an equator.
    g.strokeStyle = '#ffffff';
    g.lineWidth = size * 0.06;
    g.beginPath();
    g.arc(size / 2, size / 2, size * 0.3, 0, Math.PI * 2);
    g.stroke();
    g.beginPath();
    g.ellipse(size / 2, size / 2, size * 0.12, size * 0.3, 0, 0, Math.PI * 2);
    g.stroke();
    g.fillRect(size * 0.2, size * 0.47, size * 0.6, size * 0.06);
  }
  return canvas.toDataURL('image/png');
}

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const write = async (file: string, drawing: Drawing) => {
    const dataUrl = await page.evaluate(drawInPage, drawing);
    const target = path.join(OUT, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
    console.log(`wrote supabase/seed-files/${file}`);
  };
  for (const [userId, initials, hue] of people) {
    await write(`avatars/${userId}/avatar.png`, { kind: 'avatar', initials, hue });
  }
  for (const [companyId, mark, hue] of companies) {
    await write(`company-logos/${companyId}/logo.png`, { kind: 'logo', mark, hue });
  }
} finally {
  await browser.close();
}
