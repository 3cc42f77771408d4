/**
 * Where the SOS dialog gets the local emergency numbers it shows: the app passes in how to draw a
 * country's numbers (the countries feature's), so this feature does not reach into another.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type NumbersFor = (countryCode: string, countryName: string) => ReactNode;

export const SosNumbersContext = createContext<NumbersFor>(() => null);

export function useNumbersFor(): NumbersFor {
  return useContext(SosNumbersContext);
}
