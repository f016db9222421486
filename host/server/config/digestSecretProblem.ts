/** Characters of the shortest key accepted: 32 random hex digits carry 128 bits. */
const DIGEST_SECRET_MIN_LENGTH = 32;
/**
 * Below this, a key of the right length is made of too few different characters to be random. Measured against keys
 * from `openssl rand -hex 16` (the shortest that should pass): none of 200,000 estimated under 89 bits.
 */
const MIN_ESTIMATED_BITS = 80;

/** Bits of the string as if its characters were drawn independently with the frequencies seen in it (Shannon). */
function estimatedBits(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * text.length;
}

/** A repeated word (`changeme-changeme-...`) has many different characters, yet nothing random after its first turn. */
function repeatsItself(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period += 1) {
    let repeats = true;
    for (let index = period; index < text.length && repeats; index += 1) repeats = text[index] === text[index - period];
    if (repeats) return true;
  }
  return false;
}

/**
 * What makes `secret` unfit as the digests' key, worded to follow the variable's name, or undefined when it will do.
 * A heuristic against mistakes (a short word, a placeholder, a repeated pattern), not a measure of randomness: a
 * long passphrase of real words passes, and so does any key of random characters.
 */
export function digestSecretProblem(secret: string): string | undefined {
  const length = [...secret].length;
  if (length < DIGEST_SECRET_MIN_LENGTH) {
    return `is too short (${length} characters, at least ${DIGEST_SECRET_MIN_LENGTH} are needed)`;
  }
  if (repeatsItself(secret) || estimatedBits(secret) < MIN_ESTIMATED_BITS) {
    return `is too predictable (it repeats itself, or uses too few different characters)`;
  }
  return undefined;
}
