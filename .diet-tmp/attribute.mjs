// Attribute minified bytes of each chunk to source packages/files using sourcemaps.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const only = process.argv.slice(3);
for (const f of readdirSync(dir)) {
  if (!f.endsWith('.js')) continue;
  if (only.length && !only.some((o) => f.startsWith(o))) continue;
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')));
  const lines = code.split('\n');
  const bySource = new Map();
  // walk mappings: assign segment from one mapping to the next
  const segs = [];
  map.eachMapping((m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const text = new Map();
  for (let i = 0; i < segs.length; i++) {
    const m = segs[i], n = segs[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
    const piece = line.slice(m.generatedColumn, end);
    let src = m.source ?? '(none)';
    src = src.replace(/.*node_modules\//, 'nm:').replace(/^\.\.\/\.\.\/\.\.\//, '');
    const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@') ? 2 : 1).join('/') + (process.env.DEEP ? '/' + src.split('/').slice(src.startsWith('nm:@') ? 2 : 1).join('/') : '') : src;
    text.set(key, (text.get(key) ?? '') + piece);
  }
  const total = gzipSync(code, { level: 9 }).length;
  console.log(`\n== ${f}: raw ${code.length}, gzip ${total}`);
  const rows = [...text].map(([k, t]) => [k, t.length, gzipSync(t, { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
  for (const [k, raw, gz] of rows.slice(0, Number(process.env.TOP ?? 25))) console.log(`  ${String(raw).padStart(8)} ${String(gz).padStart(7)}  ${k}`);
}
