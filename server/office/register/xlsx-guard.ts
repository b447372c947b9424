// An uploaded .xlsx is checked before read-excel-file opens it: that reader unpacks every XML part into
// memory and fills each sheet in as a full grid, so a small file can ask for gigabytes — a part that
// inflates a thousandfold (a "zip bomb"), or one value placed in cell XFD1048576. The check walks the
// archive the way read-excel-file's streaming unzipper (unzipper-esm's Parse) does, entry by entry from
// the start, inflates the same parts it would, with node:zlib's own output cap, and reads where each
// sheet's last value sits. Anything that reader would take differently (encrypted or ZIP64 entries, an
// entry without a findable end) is refused as unreadable rather than guessed at.
import { inflateRawSync } from "node:zlib";
import type { WorkbookLimits } from "./limits";

export type LimitExceeded = "unpacked" | "entries" | "rows" | "columns" | "cells";
export type ArchiveVerdict = { ok: true; unpackedBytes: number } | { ok: false; reason: "unreadable" } | { ok: false; reason: "too_large"; limit: LimitExceeded };

const LOCAL_FILE = 0x04034b50;
const CENTRAL_FILE = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const FLAG_ENCRYPTED = 0x1;
const FLAG_DESCRIPTOR = 0x8;
const ZIP64_SIZE = 0xffffffff;
const ZIP64_EXTRA = 0x0001;

class Refused extends Error {
  constructor(readonly verdict: Exclude<ArchiveVerdict, { ok: true }>) {
    super(verdict.reason);
  }
}
const unreadable = () => new Refused({ ok: false, reason: "unreadable" });
const tooLarge = (limit: LimitExceeded) => new Refused({ ok: false, reason: "too_large", limit });

/** The parts read-excel-file keeps (filterZipArchiveEntry); it drains the others without inflating them. */
const isReadPart = (name: string) => !name.endsWith("/") && (name.endsWith(".xml") || name.endsWith(".xml.rels"));

export interface ZipPart {
  name: string;
  data: Buffer;
}

function hasZip64Extra(extra: Buffer): boolean {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === ZIP64_EXTRA) return true;
  }
  return false;
}

/**
 * The XML parts of the archive, unpacked, in the order a streaming reader meets them; throws Refused
 * past `limits` (all parts together) or on anything that reader would read differently.
 */
export function* zipParts(bytes: Uint8Array, limits: Pick<WorkbookLimits, "unpackedBytes" | "entries">): Generator<ZipPart> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let entries = 0;
  let unpacked = 0;
  let reachedCentral = false;
  while (offset + 4 <= buffer.length) {
    const signature = buffer.readUInt32LE(offset);
    if (signature === END_OF_CENTRAL) return;
    if (signature === CENTRAL_FILE) {
      // Read past, as the reader does: a local entry after it would still be unpacked.
      if (offset + 46 > buffer.length) throw unreadable();
      offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
      reachedCentral = true;
      continue;
    }
    // After the central directory the reader only looks for its end; before it, anything else is an error.
    if (signature !== LOCAL_FILE) {
      if (reachedCentral) return;
      throw unreadable();
    }
    if (offset + 30 > buffer.length) throw unreadable();
    if (++entries > limits.entries) throw tooLarge("entries");
    const flags = buffer.readUInt16LE(offset + 6);
    const method = buffer.readUInt16LE(offset + 8);
    const compressedSize = buffer.readUInt32LE(offset + 18);
    const uncompressedSize = buffer.readUInt32LE(offset + 22);
    const nameEnd = offset + 30 + buffer.readUInt16LE(offset + 26);
    const dataStart = nameEnd + buffer.readUInt16LE(offset + 28);
    if (dataStart > buffer.length) throw unreadable();
    const name = buffer.toString("utf8", offset + 30, nameEnd);
    if (flags & FLAG_ENCRYPTED || compressedSize === ZIP64_SIZE || uncompressedSize === ZIP64_SIZE || hasZip64Extra(buffer.subarray(nameEnd, dataStart))) {
      throw unreadable();
    }

    // The reader's rule: the stated size, unless a data descriptor follows (flag 8) and the size is 0;
    // then the data runs to the descriptor's signature, and the 16-byte descriptor is read past.
    let dataEnd: number;
    let next: number;
    if (!(flags & FLAG_DESCRIPTOR) || compressedSize > 0) {
      dataEnd = dataStart + compressedSize;
      next = dataEnd;
    } else {
      dataEnd = buffer.indexOf(DESCRIPTOR_SIGNATURE, dataStart);
      if (dataEnd === -1) throw unreadable();
      next = dataEnd + 16;
    }
    if (dataEnd > buffer.length || next > buffer.length) throw unreadable();
    offset = next;
    if (!isReadPart(name)) continue;

    const raw = buffer.subarray(dataStart, dataEnd);
    const room = limits.unpackedBytes - unpacked;
    let data: Buffer;
    if (method === 0) {
      data = raw;
    } else {
      try {
        // Stops as soon as the output would pass what is left of the budget, whatever the entry claims.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, room) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge("unpacked");
        throw unreadable();
      }
    }
    unpacked += data.length;
    if (unpacked > limits.unpackedBytes) throw tooLarge("unpacked");
    yield { name, data };
  }
}

const CELL = /<(?:[A-Za-z_][\w.-]*:)?c\b([^>]*?)(\/?)>/g;
const REFERENCE = /\sr\s*=\s*["']([A-Z]{1,3})(\d{1,7})["']/;

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

/**
 * Where a part's last value sits: the largest row and column of its cells that are not empty elements
 * (`<c r="XFD9"/>`, formatting only, is never read as a value). Zeros for a part without cells.
 */
export function sheetExtent(xml: Buffer): { rows: number; columns: number } {
  const text = xml.toString("latin1");
  let rows = 0;
  let columns = 0;
  for (const match of text.matchAll(CELL)) {
    if (match[2] === "/") continue;
    const reference = REFERENCE.exec(match[1] ?? "");
    if (!reference) continue;
    rows = Math.max(rows, Number(reference[2]));
    columns = Math.max(columns, columnNumber(reference[1]!));
  }
  return { rows, columns };
}

/** Whether read-excel-file may open `bytes` within `limits`; what it would unpack, or why not. */
export function checkWorkbookArchive(bytes: Uint8Array, limits: WorkbookLimits): ArchiveVerdict {
  let unpackedBytes = 0;
  let cells = 0;
  try {
    for (const part of zipParts(bytes, limits)) {
      unpackedBytes += part.data.length;
      if (!part.name.endsWith(".xml")) continue;
      const extent = sheetExtent(part.data);
      if (extent.rows > limits.rows) throw tooLarge("rows");
      if (extent.columns > limits.columns) throw tooLarge("columns");
      cells += extent.rows * extent.columns;
      if (cells > limits.cells) throw tooLarge("cells");
    }
  } catch (error) {
    if (error instanceof Refused) return error.verdict;
    throw error;
  }
  return unpackedBytes === 0 ? { ok: false, reason: "unreadable" } : { ok: true, unpackedBytes };
}
