/**
 * Work of a deployment's jobs done now and every `everyMs`, one go at a time (a go still under way
 * when the next is due is not doubled); a go that throws is told to `failed` and tried again next
 * time. The returned stop waits for a go under way, so that the database is not closed under it.
 */
export function repeatEvery(work: () => Promise<unknown>, everyMs: number, failed: (error: Error) => void): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const go = () => {
    running ??= work().catch(failed).finally(() => {
      running = undefined;
    });
  };
  go();
  const timer = setInterval(go, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
