/** SHA-256 for identities that must not be stored or logged in clear (the API key) and for short storage keys. */

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Who is asking: a hash of the key and the base URL (a key means different things on the real API and on a local
 * emulator). Used as the scheduler's queue and in cache keys; 32 hex digits are plenty and keep keys short.
 */
export async function keyIdentity(apiKey: string, baseUrl: string): Promise<string> {
  return (await sha256Hex(`scout-key-identity\n${baseUrl}\n${apiKey}`)).slice(0, 32);
}
