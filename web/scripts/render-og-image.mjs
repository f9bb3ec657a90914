// Renders web/public/og-image.png, the 1200x630 link-preview picture of the landing (index.html's og:image and
// twitter:image): the hero illustration under the hero's navy gradient, the logo, the headline and the tagline.
// Run from the repository root after changing any of them: `node web/scripts/render-og-image.mjs`.
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const publicDir = path.resolve(import.meta.dirname, '..', 'public');

const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0b1f3a" stop-opacity=".94"/>
      <stop offset=".55" stop-color="#0b1f3a" stop-opacity=".72"/>
      <stop offset="1" stop-color="#0b1f3a" stop-opacity=".15"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
  <g transform="translate(80 88) scale(1.25)">
    <rect width="64" height="64" rx="12" fill="#0B1F3A"/>
    <rect x="5" y="5" width="54" height="54" rx="9" fill="none" stroke="#C9A54C" stroke-width="2"/>
    <path d="M22 16h13.5c7.5 0 12.5 4.4 12.5 11s-5 11-12.5 11H29.5v10H22zM29.5 22v10h5.6c3.4 0 5.4-1.9 5.4-5s-2-5-5.4-5z" fill="#C9A54C" fill-rule="evenodd"/>
  </g>
  <text x="184" y="142" font-family="DejaVu Serif" font-weight="bold" font-size="44" fill="#ffffff" letter-spacing="2">Prestigio</text>
  <rect x="80" y="236" width="96" height="3" fill="#C9A54C"/>
  <text font-family="DejaVu Serif" font-weight="bold" font-size="62" fill="#ffffff">
    <tspan x="80" y="326">Descubra Propiedades</tspan>
    <tspan x="80" y="402">Excepcionales</tspan>
  </text>
  <text x="80" y="478" font-family="DejaVu Sans" font-size="28" fill="#e8d5a3">Su socio confiable en el mercado inmobiliario de prestigio</text>
  <text x="80" y="546" font-family="DejaVu Sans" font-size="22" fill="#c6cfdc" letter-spacing="1">Casas, departamentos y desarrollos en venta y renta en México</text>
</svg>`;

const output = path.join(publicDir, 'og-image.png');
const info = await sharp(path.join(publicDir, 'images', 'hero-residencia.svg'), { density: 150 })
  .resize(WIDTH, HEIGHT, { fit: 'cover' })
  .composite([{ input: Buffer.from(overlay) }])
  .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
  .toFile(output);
process.stdout.write(`${path.relative(process.cwd(), output)}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB\n`);
