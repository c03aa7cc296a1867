/**
 * Answers a feature has already written as JSON bytes (a search page made of its jobs' kept bytes):
 * the endpoint sends these bytes instead of serializing the answer again. Kept beside the answer
 * object, not in it: an answer made from it (a spread with more fields) is a new object, so it is
 * serialized as usual and never sent with bytes that lack its fields.
 */
const written = new WeakMap<object, Buffer>();

/** Marks `answer` as written: `bytes` must be exactly its JSON.stringify, in UTF-8. */
export function withWrittenJson<T extends object>(answer: T, bytes: Buffer): T {
  written.set(answer, bytes);
  return answer;
}

/** The bytes `answer` was written as, if it was. */
export const writtenJsonOf = (answer: unknown): Buffer | undefined =>
  typeof answer === 'object' && answer !== null ? written.get(answer) : undefined;
