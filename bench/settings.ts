/** Reading a benchmark's knobs from the environment: a value that makes no sense stops the run. */
export function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a number above 0.`);
  return value;
}

export function positiveWhole(name: string, fallback: number): number {
  const value = positiveNumber(name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number.`);
  return value;
}
