import { countLimitFor, totalUnder } from '../../server/resources/listTotal';

/** A count kept from one page serves another only where it tells what a fresh count would (server/resources/listQuery.ts). */
describe("a list's kept count read under another page's bound", () => {
  it('tells an exact total as it is under a bound it is within, and as "more than" under a lower one', () => {
    expect(totalUnder({ exact: 528 }, countLimitFor(24))).toEqual({ exact: 528 });
    expect(totalUnder({ exact: 2500 }, countLimitFor(2024))).toEqual({ exact: 2500 });
    expect(totalUnder({ exact: 2500 }, countLimitFor(24))).toEqual({ moreThan: 2000 });
  });

  it('tells "more than" a bound under any lower bound, and nothing under a higher one, which is counted again', () => {
    expect(totalUnder({ moreThan: 4000 }, countLimitFor(24))).toEqual({ moreThan: 2000 });
    expect(totalUnder({ moreThan: 4000 }, countLimitFor(2024))).toEqual({ moreThan: 4000 });
    expect(totalUnder({ moreThan: 2000 }, countLimitFor(1024))).toBeUndefined();
  });
});
