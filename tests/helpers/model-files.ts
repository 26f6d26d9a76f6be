import { inflateRawSync } from 'node:zlib';

// Readers for the model's files, written apart from the writers (providers/models/formats.ts) so a
// test reads what a caster's or a viewer's software would: the GLB's header and chunks, a binary
// STL's triangles, a 3MF package's zip and its model XML. Each answers the enclosed volume, mm³.

export interface GlbParts {
  version: number;
  json: { asset: { version: string }; accessors: { count: number; type: string; min?: number[]; max?: number[] }[]; meshes: unknown[] };
  bin: Buffer;
}

/** Reads a binary glTF's 12-byte header, its JSON chunk and its BIN chunk; throws when any is wrong. */
export function readGlb(bytes: Buffer): GlbParts {
  if (bytes.toString('ascii', 0, 4) !== 'glTF') throw new Error('not glTF: bad magic');
  const version = bytes.readUInt32LE(4);
  if (bytes.readUInt32LE(8) !== bytes.length) throw new Error('length in the header is not the file length');
  const jsonLength = bytes.readUInt32LE(12);
  if (bytes.toString('ascii', 16, 20) !== 'JSON') throw new Error('first chunk is not JSON');
  const json = JSON.parse(bytes.toString('utf8', 20, 20 + jsonLength));
  const at = 20 + jsonLength;
  const binLength = bytes.readUInt32LE(at);
  if (bytes.toString('ascii', at + 4, at + 8) !== 'BIN\0') throw new Error('second chunk is not BIN');
  return { version, json, bin: bytes.subarray(at + 8, at + 8 + binLength) };
}

type Tri = [number, number, number, number, number, number, number, number, number];

/** Signed volume enclosed by triangles (the divergence theorem): positive when they face outwards. */
export function volumeOf(triangles: Iterable<Tri>): number {
  let v = 0;
  for (const [ax, ay, az, bx, by, bz, cx, cy, cz] of triangles) v += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
  return v;
}

/** The triangles of a binary STL. */
export function* stlTriangles(bytes: Buffer): Generator<Tri> {
  const n = bytes.readUInt32LE(80);
  if (bytes.length !== 84 + 50 * n) throw new Error(`STL of ${n} triangles should be ${84 + 50 * n} bytes, is ${bytes.length}`);
  for (let i = 0; i < n; i++) {
    const at = 84 + 50 * i + 12;
    yield Array.from({ length: 9 }, (_, k) => bytes.readFloatLE(at + 4 * k)) as Tri;
  }
}

/** The entries of a zip, by name (stored or deflated), from its central directory. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(dataAt, dataAt + size);
    out.set(name, method === 8 ? inflateRawSync(packed) : Buffer.from(packed));
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

/** The triangles of a 3MF package's model (its unit must be millimetres). */
export function* threeMfTriangles(bytes: Buffer): Generator<Tri> {
  const files = unzip(bytes);
  const rels = files.get('_rels/.rels')?.toString('utf8') ?? '';
  const target = /Target="\/?([^"]+)"/.exec(rels)?.[1];
  const xml = target ? files.get(target)?.toString('utf8') : undefined;
  if (!xml) throw new Error('no model part named by _rels/.rels');
  if (!/<model[^>]*unit="millimeter"/.test(xml)) throw new Error('the model is not in millimetres');
  const vertices = [...xml.matchAll(/<vertex x="([^"]+)" y="([^"]+)" z="([^"]+)"\/>/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
  for (const m of xml.matchAll(/<triangle v1="(\d+)" v2="(\d+)" v3="(\d+)"\/>/g)) {
    const [a, b, c] = [vertices[Number(m[1])], vertices[Number(m[2])], vertices[Number(m[3])]];
    if (!a || !b || !c) throw new Error('a triangle names a missing vertex');
    yield [...a, ...b, ...c] as Tri;
  }
}
