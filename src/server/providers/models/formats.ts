import { crc32, deflateRawSync } from 'node:zlib';
import type { BuiltModel, ModelMesh } from './build';

// The model's files: GLB (binary glTF 2.0, what the customer's viewer loads; stored with the design's
// images), and binary STL and 3MF (what a caster's printer takes; written on demand). Each writer is
// deterministic: the same model gives the same bytes.

const GOLD = [1.0, 0.766, 0.336, 1];

const pad4 = (n: number) => (n + 3) & ~3;

/** Binary glTF 2.0: one mesh of positions (metres, as glTF measures), normals and indices, in polished 14k yellow. */
export function writeGlb(model: Pick<BuiltModel, 'shaded'>, name = 'piece'): Buffer {
  const { positions, normals, triangles } = model.shaded;
  const count = positions.length / 3;
  const metres = new Float32Array(positions.length);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const v = Math.fround(positions[i] / 1000);
    metres[i] = v;
    min[i % 3] = Math.min(min[i % 3], v);
    max[i % 3] = Math.max(max[i % 3], v);
  }
  const views = [Buffer.from(metres.buffer, metres.byteOffset, metres.byteLength), Buffer.from(normals.buffer, normals.byteOffset, normals.byteLength), Buffer.from(triangles.buffer, triangles.byteOffset, triangles.byteLength)];
  const offsets: number[] = [];
  let length = 0;
  for (const v of views) {
    offsets.push(length);
    length = pad4(length + v.length);
  }
  const json = {
    asset: { version: '2.0', generator: 'Aurum Atelier castable model' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name }],
    meshes: [{ name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0, mode: 4 }] }],
    materials: [{ name: '14k yellow gold', pbrMetallicRoughness: { baseColorFactor: GOLD, metallicFactor: 1, roughnessFactor: 0.28 } }],
    buffers: [{ byteLength: length }],
    bufferViews: [
      { buffer: 0, byteOffset: offsets[0], byteLength: views[0].length, target: 34962 },
      { buffer: 0, byteOffset: offsets[1], byteLength: views[1].length, target: 34962 },
      { buffer: 0, byteOffset: offsets[2], byteLength: views[2].length, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count, type: 'VEC3' },
      { bufferView: 2, componentType: 5125, count: triangles.length, type: 'SCALAR' },
    ],
  };
  const jsonBytes = Buffer.from(JSON.stringify(json));
  const jsonChunk = Buffer.alloc(pad4(jsonBytes.length), 0x20);
  jsonBytes.copy(jsonChunk);
  const bin = Buffer.alloc(length);
  views.forEach((v, i) => v.copy(bin, offsets[i]));
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + bin.length, 8);
  const chunk = (type: string, body: Buffer) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(body.length, 0);
    h.write(type, 4, 'ascii');
    return [h, body];
  };
  return Buffer.concat([header, ...chunk('JSON', jsonChunk), ...chunk('BIN\0', bin)]);
}

/** Binary STL in millimetres: an 80-byte header, the count, then each triangle's normal and corners. */
export function writeStl(mesh: ModelMesh, title = 'Aurum Atelier castable model'): Buffer {
  const { positions: p, triangles: t } = mesh;
  const n = t.length / 3;
  const out = Buffer.alloc(84 + 50 * n);
  out.write(title.slice(0, 80), 0, 'ascii');
  out.writeUInt32LE(n, 80);
  let at = 84;
  for (let i = 0; i < n; i++) {
    const [a, b, c] = [t[3 * i] * 3, t[3 * i + 1] * 3, t[3 * i + 2] * 3];
    const ux = p[b] - p[a], uy = p[b + 1] - p[a + 1], uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a], vy = p[c + 1] - p[a + 1], vz = p[c + 2] - p[a + 2];
    let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const l = Math.hypot(nx, ny, nz) || 1;
    [nx, ny, nz] = [nx / l, ny / l, nz / l];
    for (const v of [nx, ny, nz, p[a], p[a + 1], p[a + 2], p[b], p[b + 1], p[b + 2], p[c], p[c + 1], p[c + 2]]) {
      out.writeFloatLE(v, at);
      at += 4;
    }
    out.writeUInt16LE(0, at);
    at += 2;
  }
  return out;
}

const num = (v: number) => {
  const r = Math.round(v * 10000) / 10000;
  return Object.is(r, -0) ? '0' : String(r);
};

/** The 3MF package: the core model (millimetres) with its content types and relationship, zipped. */
export function write3mf(mesh: ModelMesh, title = 'Aurum Atelier castable model'): Buffer {
  const { positions: p, triangles: t } = mesh;
  const vertices: string[] = [];
  for (let i = 0; i < p.length; i += 3) vertices.push(`<vertex x="${num(p[i])}" y="${num(p[i + 1])}" z="${num(p[i + 2])}"/>`);
  const triangles: string[] = [];
  for (let i = 0; i < t.length; i += 3) triangles.push(`<triangle v1="${t[i]}" v2="${t[i + 1]}" v3="${t[i + 2]}"/>`);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const model =
    `<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">` +
    `<metadata name="Title">${escape(title)}</metadata><metadata name="Application">Aurum Atelier</metadata>` +
    `<resources><object id="1" type="model" name="${escape(title)}"><mesh><vertices>${vertices.join('')}</vertices><triangles>${triangles.join('')}</triangles></mesh></object></resources>` +
    `<build><item objectid="1"/></build></model>`;
  return zip([
    ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>'],
    ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>'],
    ['3D/3dmodel.model', model],
  ]);
}

/** A zip of deflated entries (Node's zlib), dated 1980-01-01 so the bytes depend on the contents alone. */
export function zip(entries: [name: string, text: string][]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data, { level: 6 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    // The fields from the flags to the name's length stand, in the same order, in the local header
    // (at 6) and in its central directory record (at 8): written once, copied into both.
    const shared = Buffer.alloc(22);
    shared.writeUInt16LE(0x0800, 0); // flags: the name is UTF-8
    shared.writeUInt16LE(8, 2); // deflated
    shared.writeUInt16LE(0, 4); // 00:00
    shared.writeUInt16LE(0x21, 6); // 1980-01-01
    shared.writeUInt32LE(crc, 8);
    shared.writeUInt32LE(packed.length, 12);
    shared.writeUInt32LE(data.length, 16);
    shared.writeUInt16LE(nameBytes.length, 20);
    const head = Buffer.alloc(30); // the extra field's length, at 28, stays 0
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4); // needs version 2.0
    shared.copy(head, 6);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4); // made by version 2.0
    dir.writeUInt16LE(20, 6); // needs version 2.0
    shared.copy(dir, 8);
    dir.writeUInt32LE(offset, 42);
    local.push(head, nameBytes, packed);
    central.push(dir, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}
