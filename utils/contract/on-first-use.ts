/**
 * A value built on its first use, then kept for the worker's life. The worker's zod schemas are built this way
 * (messaging/protocol.ts, settings/, view/; the API's response schemas in api/schemas/ through `z.lazy`, which does
 * the same for one schema), so a cold worker builds only what its first message validates (issue 27: building every
 * schema at load was about 3 ms of each start; the API's alone, 8 ms in Node once the worker imported them
 * statically: entrypoints/background.ts says why it does). Synchronous on purpose: a message is validated in the
 * same task as before, never after an `await`. Below every layer of utils/worker/, which all may use it.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
