/** SHA-256 for identities that must not be stored or logged in clear (the API key) and for short storage keys. */

/**
 * A text's SHA-256 in hex. The client takes one (`ApiClientOptions.hash`): WebCrypto's digest finishes on a thread
 * pool, a real task later, so fake-time tests pass one that settles in a microtask (tests/unit/api/endpoints/client-helpers.ts).
 */
export type HashText = (text: string) => Promise<string>;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Who is asking: a hash of the key and the base URL (a key means different things on the real API and on a local
 * emulator). Used as the scheduler's queue and in cache keys; 32 hex digits are plenty and keep keys short.
 */
export async function keyIdentity(apiKey: string, baseUrl: string, hash: HashText = sha256Hex): Promise<string> {
  return (await hash(`scout-key-identity\n${baseUrl}\n${apiKey}`)).slice(0, 32);
}
