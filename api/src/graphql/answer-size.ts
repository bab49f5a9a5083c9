import type { FormattedExecutionResult } from 'graphql';

/** The largest GraphQL answer sent over HTTP; past it the client is told to ask for less. */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

export const ANSWER_TOO_LARGE = 'The answer is too large: ask for fewer items or fields';

const tooLarge = JSON.stringify({ errors: [{ message: ANSWER_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }) + '\n';

/**
 * Apollo's `stringifyResult`: where every HTTP answer (the Express path and the lean JSON path) is
 * serialised, once. One too large is replaced by an error rather than sent; one too large for a
 * JavaScript string at all (JSON.stringify's RangeError) likewise, rather than answered with a 500.
 */
export function stringifyAnswer(result: FormattedExecutionResult): string {
  let text: string;
  try {
    text = JSON.stringify(result) + '\n';
  } catch (error) {
    if (error instanceof RangeError) return tooLarge;
    throw error;
  }
  // A character is at least one byte: only a text near the cap needs its bytes counted.
  if (text.length > MAX_ANSWER_BYTES || (text.length * 3 > MAX_ANSWER_BYTES && Buffer.byteLength(text) > MAX_ANSWER_BYTES)) return tooLarge;
  return text;
}
