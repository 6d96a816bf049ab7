/**
 * A suite that needs something this machine may lack (a browser, PostgreSQL, Redis). Outside CI it
 * is skipped with a loud line saying why; in CI (CI=true) the lack fails the run.
 */
export interface Requirement {
  ok: boolean;
  why: string;
}

export function describeWhen(requirement: Requirement, name: string, suite: () => void): void {
  if (requirement.ok) {
    describe(name, suite);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('has what it needs to run', () => {
        throw new Error(`${name} cannot run in CI: ${requirement.why}`);
      });
    });
  } else {
    console.warn(`SKIPPED "${name}": ${requirement.why}`);
    describe.skip(name, suite);
  }
}
