// Test-only: let resolved promises reach the actors. A stubbed SDK call settles
// in a chain of microtasks (promise → fromPromise → done event); fake timers do
// not touch microtasks, so a few awaits drain them.
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
