import { createHash } from 'node:crypto';

/**
 * Temporary location ids, stateless: the id carries the place index and its issue time, sealed with a hash so a
 * made-up id is not accepted. 24 bytes in base32 give 39 characters and one `=` of padding, like the newer docs'
 * `loc4CQWMJ…=`, so a client that forgets to URL-encode ids fails here as it would live.
 */
const SEAL = 'scout-emulator/location-id/v1';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PREFIX = 'loc';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}

function unbase32(text: string): Buffer | undefined {
  const clean = text.replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

function seal(head: Buffer): Buffer {
  return createHash('sha256').update(SEAL).update(head).digest().subarray(0, 16);
}

export function encodeLocationId(placeIndex: number, issuedAtMs: number): string {
  const head = Buffer.alloc(8);
  head.writeUInt16BE(placeIndex, 0);
  head.writeUIntBE(Math.max(0, Math.floor(issuedAtMs)), 2, 6);
  return PREFIX + base32(Buffer.concat([head, seal(head)]));
}

export interface DecodedLocationId {
  placeIndex: number;
  issuedAtMs: number;
}

export function decodeLocationId(id: string): DecodedLocationId | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const bytes = unbase32(id.slice(PREFIX.length));
  if (!bytes || bytes.length !== 24) return undefined;
  const head = bytes.subarray(0, 8);
  if (!seal(head).equals(bytes.subarray(8))) return undefined;
  return { placeIndex: head.readUInt16BE(0), issuedAtMs: head.readUIntBE(2, 6) };
}
