/**
 * Chance keyed by name: the same key always draws the same number, whatever was drawn before it.
 * A mock record's field is drawn from its own key (`vehicles:12:seats`), so adding a field to a
 * declaration, or a record to a resource, leaves every other value of the mock operation as it was.
 */
export function chanceOf(key: string): number {
  // FNV-1a over the key, then a murmur-style finaliser to spread nearby keys apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

export interface KeyedRandom {
  /** A number from 0 (included) to 1 (excluded). */
  chance(name: string): number;
  /** A whole number from min to max, both included. */
  int(name: string, min: number, max: number): number;
  float(name: string, min: number, max: number): number;
  pick<T>(name: string, items: readonly T[]): T;
  /** True with the given probability. */
  happens(name: string, probability: number): boolean;
  digits(name: string, count: number): string;
  /** The same draws under a longer key: one record's, one stop's. */
  within(name: string): KeyedRandom;
}

export function keyedRandom(key: string): KeyedRandom {
  const chance = (name: string) => chanceOf(`${key}:${name}`);
  const int = (name: string, min: number, max: number) => min + Math.floor(chance(name) * (max - min + 1));
  return {
    chance,
    int,
    float: (name, min, max) => min + chance(name) * (max - min),
    pick: (name, items) => items[Math.floor(chance(name) * items.length)],
    happens: (name, probability) => chance(name) < probability,
    digits: (name, count) => Array.from({ length: count }, (_, index) => String(int(`${name}.${index}`, 0, 9))).join(''),
    within: (name) => keyedRandom(`${key}:${name}`),
  };
}
