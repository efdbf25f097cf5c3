// Writes the installable app's icons (public/icons/*.png) from public/logo.svg with sharp.
// Run once after changing the logo: `node apps/web/scripts/make-icons.mjs`; the PNGs are
// committed, so a build needs neither sharp nor this script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const WEB = path.resolve(import.meta.dirname, '..');
const logo = await readFile(path.join(WEB, 'public/logo.svg'));
const out = (name) => path.join(WEB, 'public/icons', name);

/** The logo at `scale` of a `size` square on `background` (transparent when undefined). */
async function icon(size, scale, background, file) {
  const inner = Math.round(size * scale);
  const art = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: art, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(out(file));
}

const white = { r: 255, g: 255, b: 255, alpha: 1 };
await icon(192, 0.9, white, 'icon-192.png');
await icon(512, 0.9, white, 'icon-512.png');
// Maskable: the platform crops to a circle or squircle of 80 % of the side; the logo keeps to
// the middle 60 % so nothing of it is cut.
await icon(512, 0.6, white, 'icon-maskable-512.png');
await icon(180, 0.85, white, 'apple-touch-icon.png');
