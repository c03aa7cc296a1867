import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverArt, GALLERY_SCENES, galleryArt, logoArt, mix } from './brand-art';

const TERANGA = ['#0F766E', '#B45309'] as const;

describe('demo brand artwork', () => {
  it('draws the same logo for the same name and colours, and different marks for different names', () => {
    expect(logoArt('Teranga Digital', TERANGA, 320)).toBe(logoArt('Teranga Digital', TERANGA, 320));
    const marks = new Set(
      ['Teranga Digital', 'Wouri Télécom', 'Sahel Solaire', 'Kora Capital', 'Rabat Pharma', 'Ubuntu Energy'].map((n) =>
        logoArt(n, TERANGA, 320),
      ),
    );
    expect(marks.size).toBeGreaterThan(3);
    // A geometric mark, no lettering.
    expect(logoArt('Teranga Digital', TERANGA, 320)).not.toContain('<text');
  });

  it('illustrates a cover after the sector: buildings for construction, a network for telecoms', () => {
    const btp = coverArt('Lagune Construction', TERANGA, 'btp-genie-civil', 1536, 512);
    const it = coverArt('Lagune Construction', TERANGA, 'informatique-telecoms', 1536, 512);
    expect(btp).toContain('<rect x=');
    expect(it).toContain('<line');
    expect(btp).not.toBe(it);
  });

  it('gives SVG that sharp rasterises at the size asked for', async () => {
    const drawings = [
      logoArt('Teranga Digital', TERANGA, 320),
      coverArt('Teranga Digital', TERANGA, 'hotellerie-tourisme', 1536, 512),
      ...GALLERY_SCENES.map((scene) => galleryArt('Teranga Digital', TERANGA, scene, 1024, 683)),
    ];
    const sizes = await Promise.all(drawings.map((svg) => sharp(Buffer.from(svg)).metadata()));
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [320, 320],
      [1536, 512],
      [1024, 683],
      [1024, 683],
      [1024, 683],
    ]);
  });

  it('mixes colours channel by channel', () => {
    expect(mix('#000000', 0.5)).toBe('#808080');
    expect(mix('#0F766E', 0)).toBe('#0f766e');
    expect(mix('#FFFFFF', 1, '#000000')).toBe('#000000');
  });
});
