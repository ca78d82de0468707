import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18.3's streaming renderer can flush its whole 2 KB buffer when a multi-byte character
 * does not fit at the end, leaving zero bytes in the page (facebook/react#31134). Inside the
 * __remixContext script they become U+FFFD and corrupt loader data. A page never holds a
 * legitimate NUL (inputs refuse control characters, JSON escapes them), so they are dropped.
 */
export function createStripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}
