/** How the browser benchmarks sum up and print a series of timings. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const worst = (values: number[]) => Math.max(...values);
export const milliseconds = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 0 })} ms`.padStart(9);
export const ratio = (value: number) => `${value.toFixed(1)}×`.padStart(9);
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
