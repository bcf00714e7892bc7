import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const [dir, f] = process.argv.slice(2);
const code = readFileSync(`${dir}/${f}`, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')));
const lines = code.split('\n');
const ms = []; map.eachMapping((m) => ms.push(m));
ms.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
const parts = new Map();
for (let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];
 const line=lines[m.generatedLine-1]; const end=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn:line.length;
 let s=(m.source||'?').replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/,'npm:$1'); if(!s.startsWith('npm:')) s='own';
 parts.set(s,(parts.get(s)||'')+line.slice(m.generatedColumn,end));}
console.log('total gzip', gzipSync(code,{level:9}).length);
for (const [k,v] of [...parts].sort((a,b)=>b[1].length-a[1].length)) console.log(k.padEnd(30), v.length, gzipSync(v,{level:9}).length);
