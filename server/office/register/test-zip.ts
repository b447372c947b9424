// Test-only (not shipped): workbooks taken apart and put back together, so the register's tests can
// build the hostile ones — a sheet that inflates past the limit, a value in cell XFD1048576 — from a
// real write-excel-file workbook in memory, without committing binary fixtures.
import { crc32, deflateRawSync } from "node:zlib";
import { WORKBOOK_LIMITS } from "./limits";
import { zipParts } from "./xlsx-guard";

export interface TestZipPart {
  name: string;
  data: Buffer | string;
}

/** The XML parts of a (well-behaved) workbook, unpacked. */
export function unzipWorkbook(bytes: Uint8Array): TestZipPart[] {
  return [...zipParts(bytes, { ...WORKBOOK_LIMITS, unpackedBytes: 512 * 1024 * 1024 })];
}

/** A ZIP archive of `parts`, deflated, sizes stated in each local header (no data descriptors). */
export function zipWorkbook(parts: readonly TestZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, "utf8");
    const packed = deflateRawSync(data);
    const name = Buffer.from(part.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The workbook with one of its parts replaced. */
export function replacePart(bytes: Uint8Array, name: string, data: Buffer | string): Buffer {
  const parts = unzipWorkbook(bytes);
  if (!parts.some((part) => part.name === name)) throw new Error(`no part ${name}`);
  return zipWorkbook(parts.map((part) => (part.name === name ? { name, data } : part)));
}
