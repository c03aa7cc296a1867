import { describe, expect, it } from 'vitest';
import { sparingData } from './sparing-data';

const withConnection = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ connection }) as unknown as Navigator;

describe('sparingData', () => {
  it('holds back under Save-Data and on 2G or slow 2G', () => {
    expect(sparingData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(sparingData(withConnection({ effectiveType: '2g' }))).toBe(true);
    expect(sparingData(withConnection({ effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('prefetches on 3G, 4G and where the browser says nothing', () => {
    expect(sparingData(withConnection({ effectiveType: '3g' }))).toBe(false);
    expect(sparingData(withConnection({ effectiveType: '4g', saveData: false }))).toBe(false);
    expect(sparingData(withConnection())).toBe(false);
  });
});
