import { use, type ReactNode } from 'react';
import { initialiseMapsScript, mapsScriptSettled } from './mapsScript';

/**
 * Spec 2.2: a route with a map opens once the maps script is initialised. Until then it suspends,
 * so the section's spinner shows in its place (SectionSuspense), as while its code loads.
 */
export function WithMapsScript({ children }: { children: ReactNode }) {
  if (!mapsScriptSettled()) use(initialiseMapsScript());
  return children;
}
