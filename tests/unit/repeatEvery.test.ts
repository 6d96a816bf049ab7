import { repeatEvery } from '../../server/cluster/repeatEvery';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The deployment jobs' repeating work (the nightly roster imports, locating imported addresses). */
describe('repeatEvery', () => {
  it('works at once and then every time it is due, never twice at once, and its stop waits for a go under way', async () => {
    const goes: number[] = [];
    let open = 0;
    let most = 0;
    const stop = repeatEvery(async () => {
      open += 1;
      most = Math.max(most, open);
      goes.push(Date.now());
      await tick(35);
      open -= 1;
    }, 10, () => undefined);
    expect(goes).toHaveLength(1);
    await tick(120);
    await stop();
    expect(open).toBe(0);
    expect(most).toBe(1);
    expect(goes.length).toBeGreaterThanOrEqual(2);
    const after = goes.length;
    await tick(40);
    expect(goes.length).toBe(after);
  });

  it('tells a failed go and tries again next time', async () => {
    const failures: string[] = [];
    let goes = 0;
    const stop = repeatEvery(async () => {
      goes += 1;
      throw new Error(`go ${goes}`);
    }, 10, (error) => failures.push(error.message));
    await tick(45);
    await stop();
    expect(failures.slice(0, 2)).toEqual(['go 1', 'go 2']);
  });
});
