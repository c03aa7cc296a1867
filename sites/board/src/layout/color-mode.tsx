import { documentCookieJar } from '@baobab/client';
import { COLOR_MODES, type ColorMode } from '@baobab/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { COLOR_MODE_COOKIE } from '../routes/app-context';

const YEAR_SECONDS = 365 * 24 * 3600;

const ColorModeContext = createContext<{ preference: ColorMode; choose(mode: ColorMode): void }>({
  preference: 'system',
  choose: () => undefined,
});

export const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);

/** The reader's colour-mode preference, remembered a year in a cookie so the server paints it first. */
export function ColorModeProvider({ initial, children }: { initial: ColorMode; children: ReactNode }) {
  const [preference, setPreference] = useState(initial);
  const choose = (mode: ColorMode) => {
    documentCookieJar().set(COLOR_MODE_COOKIE, mode, YEAR_SECONDS);
    setPreference(mode);
  };
  return <ColorModeContext.Provider value={{ preference, choose }}>{children}</ColorModeContext.Provider>;
}

export const useColorMode = () => useContext(ColorModeContext);
