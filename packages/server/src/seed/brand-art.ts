import type { DomainSlug } from './domains';
import { Random } from './random';

/**
 * The demo companies' artwork, drawn as SVG from the company's name and colours (the seed
 * rasterises it to webp like a partner's upload): a geometric mark for the logo, a cover
 * illustrated after the company's first sector, and "life at" scenes for a gallery. The same name
 * and colours always give the same drawing.
 */

type Colours = readonly [string, string];

/** A generator seeded by a name (FNV-1a), so each company's drawing depends on nothing else. */
export function nameRandom(name: string): Random {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return new Random(hash);
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** `colour` mixed with `other` (white by default) by `share` (0: colour, 1: other). */
export function mix(colour: string, share: number, other = '#FFFFFF'): string {
  const [from, to] = [channels(colour), channels(other)];
  const out = from.map((v, i) => Math.round(v * (1 - share) + (to[i] ?? 0) * share));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Two colours a mark can be read in: the second is darkened when the palette drew two alike (two oranges). */
const distinct = ([a, b]: Colours): Colours => {
  const [ca, cb] = [channels(a), channels(b)];
  const distance = Math.hypot(...ca.map((v, i) => v - (cb[i] ?? 0)));
  return distance < 90 ? [a, mix(b, 0.5, '#000000')] : [a, b];
};
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
const f = (n: number) => n.toFixed(1);

/** The marks a logo may carry, each on a 100 × 100 grid. */
const MARKS: ((a: string, b: string, rng: Random) => string)[] = [
  // A rising sun over two horizon lines.
  (a, b) =>
    `<path d="M22 60 A28 28 0 0 1 78 60 Z" fill="${a}"/><rect x="18" y="66" width="64" height="7" rx="3.5" fill="${b}"/><rect x="30" y="78" width="40" height="7" rx="3.5" fill="${b}"/>`,
  // Petals around a heart.
  (a, b, rng) => {
    const n = rng.int(3, 6);
    const petals = Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="50" cy="30" rx="11" ry="20" fill="${a}" fill-opacity="0.85" transform="rotate(${f((360 / n) * i)} 50 50)"/>`,
    ).join('');
    return `${petals}<circle cx="50" cy="50" r="10" fill="${b}"/>`;
  },
  // Two peaks and a sun.
  (a, b) =>
    `<circle cx="70" cy="30" r="9" fill="${b}"/><path d="M14 80 L40 32 L66 80 Z" fill="${a}"/><path d="M44 80 L63 46 L86 80 Z" fill="${b}" fill-opacity="0.9"/>`,
  // Interlocked diamonds.
  (a, b) =>
    `<rect x="22" y="30" width="34" height="34" rx="6" fill="${a}" transform="rotate(45 39 47)"/><rect x="44" y="30" width="34" height="34" rx="6" fill="${b}" fill-opacity="0.85" transform="rotate(45 61 47)"/>`,
  // A tree: a baobab's trunk under a wide crown.
  (a, b) =>
    `<path d="M44 84 L46 56 L54 56 L56 84 Z" fill="${b}"/><ellipse cx="50" cy="40" rx="32" ry="18" fill="${a}"/><circle cx="30" cy="36" r="10" fill="${a}"/><circle cx="70" cy="36" r="10" fill="${a}"/>`,
  // Waves inside a disc.
  (a, b) =>
    `<circle cx="50" cy="50" r="34" fill="${a}"/><path d="M16 50 Q33 38 50 50 T84 50" stroke="#FFFFFF" stroke-width="6" fill="none"/><path d="M20 64 Q35 54 50 64 T80 64" stroke="${b}" stroke-width="6" fill="none"/>`,
  // A hexagon holding a triangle.
  (a, b) =>
    `<path d="M50 14 L81 32 L81 68 L50 86 L19 68 L19 32 Z" fill="${a}"/><path d="M50 34 L66 62 L34 62 Z" fill="${b}"/>`,
  // An orbit around a planet.
  (a, b) =>
    `<circle cx="50" cy="50" r="16" fill="${a}"/><ellipse cx="50" cy="50" rx="36" ry="14" fill="none" stroke="${b}" stroke-width="5" transform="rotate(-25 50 50)"/><circle cx="80" cy="36" r="5" fill="${a}"/>`,
];

/** A logo: a geometric mark in the company's colours on a light tile, drawn at `size` px. */
export function logoArt(name: string, colours: Colours, size: number): string {
  const rng = nameRandom(name);
  const [a, b] = distinct(colours);
  const mark = rng.pick(MARKS)(a, b, rng);
  return svg(
    size,
    size,
    `<g transform="scale(${size / 100})"><rect width="100" height="100" rx="22" fill="${mix(a, 0.92)}"/>${mark}</g>`,
  );
}

type Scene = (w: number, h: number, a: string, b: string, rng: Random) => string;

/** A horizon line through `points` across the width, closed along the bottom. */
function band(w: number, h: number, top: number, amplitude: number, phase: number, waves: number): string {
  const points = Array.from({ length: 25 }, (_, i) => {
    const x = (w * i) / 24;
    return `${f(x)},${f(top + amplitude * Math.sin(phase + (x / w) * Math.PI * 2 * waves))}`;
  });
  return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
}

const COVER_SCENES: Record<string, Scene> = {
  hills: (w, h, a, b, rng) =>
    `<circle cx="${f(w * rng.next() * 0.6 + w * 0.2)}" cy="${f(h * 0.35)}" r="${f(h * 0.16)}" fill="${mix(b, 0.6)}"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<path d="${band(w, h, h * (0.5 + i * 0.14), h * 0.07, rng.next() * 6, 1 + i * 0.5)}" fill="${mix(i % 2 ? b : a, 0.45 - i * 0.18, '#000000')}"/>`,
      )
      .join('')}`,
  waves: (w, h, a, b, rng) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="${band(w, h, h * (0.35 + i * 0.15), h * 0.05, rng.next() * 6, 2 + i)}" fill="${mix(i % 2 ? a : b, 0.5 - i * 0.13)}" fill-opacity="0.85"/>`,
      )
      .join(''),
  skyline: (w, h, a, b, rng) => {
    let x = 0;
    const parts: string[] = [];
    while (x < w) {
      const bw = rng.int(60, 140);
      const bh = h * (0.3 + rng.next() * 0.45);
      parts.push(
        `<rect x="${x}" y="${f(h - bh)}" width="${bw - 8}" height="${f(bh)}" fill="${mix(rng.chance(0.5) ? a : b, 0.3, '#000000')}"/>`,
      );
      for (let y = h - bh + 16; y < h - 24; y += 28) {
        for (let wx = x + 12; wx < x + bw - 24; wx += 22) {
          if (rng.chance(0.55))
            parts.push(`<rect x="${wx}" y="${f(y)}" width="10" height="14" fill="${mix(b, 0.7)}" fill-opacity="0.8"/>`);
        }
      }
      x += bw;
    }
    return parts.join('');
  },
  network: (w, h, a, b, rng) => {
    const nodes = Array.from({ length: 26 }, () => [rng.next() * w, rng.next() * h] as const);
    const lines = nodes
      .map(([x, y], i) => {
        const [nx, ny] = nodes[(i + 1 + rng.int(0, 4)) % nodes.length] ?? [x, y];
        return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(nx)}" y2="${f(ny)}" stroke="${mix(b, 0.55)}" stroke-opacity="0.6" stroke-width="3"/>`;
      })
      .join('');
    const dots = nodes
      .map(
        ([x, y], i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${i % 3 ? 7 : 14}" fill="${mix(i % 2 ? a : b, 0.65)}"/>`,
      )
      .join('');
    return lines + dots;
  },
  rays: (w, h, a, b, rng) => {
    const cx = w * (0.3 + rng.next() * 0.4);
    const rays = Array.from({ length: 12 }, (_, i) => {
      const t0 = Math.PI + (Math.PI * i) / 12;
      const t1 = t0 + Math.PI / 24;
      const r = w;
      return `<path d="M${f(cx)},${f(h * 0.8)} L${f(cx + r * Math.cos(t0))},${f(h * 0.8 + r * Math.sin(t0))} L${f(cx + r * Math.cos(t1))},${f(h * 0.8 + r * Math.sin(t1))} Z" fill="${mix(b, 0.75)}" fill-opacity="0.25"/>`;
    }).join('');
    return `${rays}<circle cx="${f(cx)}" cy="${f(h * 0.8)}" r="${f(h * 0.22)}" fill="${mix(b, 0.5)}"/><path d="${band(w, h, h * 0.8, h * 0.03, 0, 1)}" fill="${mix(a, 0.4, '#000000')}"/>`;
  },
  bubbles: (w, h, a, b, rng) =>
    Array.from({ length: 22 }, (_, i) => {
      const r = h * (0.05 + rng.next() * 0.25);
      return `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * h)}" r="${f(r)}" fill="${mix(i % 2 ? a : b, 0.55)}" fill-opacity="0.35"/>`;
    }).join(''),
  arches: (w, h, a, b) => {
    const span = 180;
    return Array.from({ length: Math.ceil(w / span) }, (_, i) => {
      const x = i * span;
      return `<path d="M${x + 20},${h} L${x + 20},${f(h * 0.45)} A${span / 2 - 20},${span / 2 - 20} 0 0 1 ${x + span - 20},${f(h * 0.45)} L${x + span - 20},${h} Z" fill="${mix(i % 2 ? a : b, 0.35, '#000000')}" fill-opacity="0.8"/>`;
    }).join('');
  },
};

/** The cover scene of each sector: what a passer-by would associate with it. */
const SCENE_OF: Record<DomainSlug, keyof typeof COVER_SCENES> = {
  'informatique-telecoms': 'network',
  'marketing-communication': 'bubbles',
  'banque-finance': 'skyline',
  'comptabilite-audit': 'skyline',
  juridique: 'arches',
  'btp-genie-civil': 'skyline',
  'commercial-vente': 'waves',
  'ressources-humaines': 'bubbles',
  sante: 'bubbles',
  'agriculture-agroalimentaire': 'hills',
  'energie-mines': 'rays',
  'logistique-transport': 'waves',
  'education-formation': 'arches',
  'hotellerie-tourisme': 'hills',
};

/** A cover over a gradient of the company's colours, in the scene of its first sector. */
export function coverArt(name: string, colours: Colours, sector: DomainSlug, width: number, height: number): string {
  const rng = nameRandom(`${name} cover`);
  const [a, b] = distinct(colours);
  const scene = COVER_SCENES[SCENE_OF[sector]]?.(width, height, a, b, rng) ?? '';
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(a, 0.25, '#000000')}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${scene}`,
  );
}

/** A person, abstract: a head over rounded shoulders, `s` px tall, standing at (x, y) = feet. */
const person = (x: number, y: number, s: number, colour: string, skin: string) =>
  `<rect x="${f(x - s * 0.22)}" y="${f(y - s * 0.62)}" width="${f(s * 0.44)}" height="${f(s * 0.62)}" rx="${f(s * 0.2)}" fill="${colour}"/><circle cx="${f(x)}" cy="${f(y - s * 0.78)}" r="${f(s * 0.14)}" fill="${skin}"/>`;
const SKINS = ['#8D5524', '#6B3E1F', '#C68642', '#4A2A12', '#A0522D'];

/** The "life at" scenes of a gallery: the team, the workplace, a celebration. */
export const GALLERY_SCENES = ['team', 'workplace', 'event'] as const;
export type GalleryScene = (typeof GALLERY_SCENES)[number];

const GALLERY_DRAWINGS: Record<GalleryScene, Scene> = {
  team: (w, h, a, b, rng) => {
    const count = rng.int(4, 7);
    return Array.from({ length: count }, (_, i) =>
      person(
        (w * (i + 0.75)) / (count + 0.5),
        h * 0.92,
        h * (0.55 + rng.next() * 0.15),
        mix(i % 2 ? a : b, 0.1 * (i % 3)),
        rng.pick(SKINS),
      ),
    ).join('');
  },
  workplace: (w, h, a, b, rng) => {
    const windows = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${f(w * (0.08 + i * 0.3))}" y="${f(h * 0.1)}" width="${f(w * 0.24)}" height="${f(h * 0.35)}" rx="8" fill="${mix(b, 0.75)}"/>`,
      )
      .join('');
    const desk = `<rect x="${f(w * 0.1)}" y="${f(h * 0.68)}" width="${f(w * 0.8)}" height="${f(h * 0.05)}" rx="6" fill="${mix(a, 0.4, '#000000')}"/>`;
    const screens = [0.25, 0.55]
      .map(
        (x) =>
          `<rect x="${f(w * x)}" y="${f(h * 0.5)}" width="${f(w * 0.18)}" height="${f(h * 0.16)}" rx="6" fill="${mix(a, 0.2, '#000000')}"/>`,
      )
      .join('');
    return (
      windows +
      screens +
      desk +
      person(w * 0.2, h * 0.95, h * 0.5, b, rng.pick(SKINS)) +
      person(w * 0.82, h * 0.95, h * 0.55, mix(a, 0.3), rng.pick(SKINS))
    );
  },
  event: (w, h, a, b, rng) => {
    const flags = Array.from({ length: 12 }, (_, i) => {
      const x = (w * i) / 12;
      return `<path d="M${f(x)},${f(h * 0.12)} L${f(x + w / 12)},${f(h * 0.12)} L${f(x + w / 24)},${f(h * 0.24)} Z" fill="${i % 2 ? a : mix(b, 0.3)}"/>`;
    }).join('');
    const confetti = Array.from(
      { length: 40 },
      (_, i) =>
        `<rect x="${f(rng.next() * w)}" y="${f(h * 0.25 + rng.next() * h * 0.4)}" width="10" height="5" fill="${mix(i % 2 ? a : b, 0.5)}" transform="rotate(${rng.int(0, 180)} ${f(w / 2)} ${f(h / 2)})"/>`,
    ).join('');
    const people = [0.3, 0.5, 0.7]
      .map((x, i) => person(w * x, h * 0.95, h * 0.5, mix(i % 2 ? a : b, 0.15), rng.pick(SKINS)))
      .join('');
    return flags + confetti + people;
  },
};

/** A gallery picture: `scene` in the company's colours over a light wall and floor. */
export function galleryArt(name: string, colours: Colours, scene: GalleryScene, width: number, height: number): string {
  const rng = nameRandom(`${name} ${scene}`);
  const [a, b] = distinct(colours);
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${mix(a, 0.88)}"/><rect y="${f(height * 0.8)}" width="${width}" height="${f(height * 0.2)}" fill="${mix(b, 0.7)}"/>${GALLERY_DRAWINGS[scene](width, height, a, b, rng)}`,
  );
}
