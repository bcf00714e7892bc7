#!/usr/bin/env node
// Draws the app icon: resources/icon.svg and resources/icon.png (512x512) from one set of shapes.
// Rasterised here with signed distances and node:zlib, because our build machines have neither
// ImageMagick nor a browser. Run: node scripts/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

const SIZE = 512;
const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
const tile = { x: 24, y: 24, size: 464, radius: 104 };
const check = {
  points: [
    [150, 266],
    [226, 342],
    [366, 180],
  ],
  width: 60,
};

function roundedSquareDistance(px, py) {
  const half = tile.size / 2;
  const qx = Math.abs(px - (tile.x + half)) - half + tile.radius;
  const qy = Math.abs(py - (tile.y + half)) - half + tile.radius;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - tile.radius;
}

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Distance to a stroke with round caps and joins: the distance to the nearest segment. */
function checkDistance(px, py) {
  let nearest = Infinity;
  for (let i = 1; i < check.points.length; i++) {
    nearest = Math.min(nearest, segmentDistance(px, py, check.points[i - 1], check.points[i]));
  }
  return nearest - check.width / 2;
}

/** One pixel of anti-aliasing: coverage falls from 1 to 0 across the shape's edge. */
const coverage = (distance) => Math.max(0, Math.min(1, 0.5 - distance));

function rasterise() {
  const rowLength = 1 + SIZE * 4;
  const pixels = Buffer.alloc(rowLength * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const tileCover = coverage(roundedSquareDistance(x + 0.5, y + 0.5));
      const checkCover = Math.min(tileCover, coverage(checkDistance(x + 0.5, y + 0.5)));
      const offset = y * rowLength + 1 + x * 4;
      for (let channel = 0; channel < 3; channel++) {
        const mixed = BLUE[channel] * (tileCover - checkCover) + WHITE[channel] * checkCover;
        pixels[offset + channel] = tileCover > 0 ? Math.round(mixed / tileCover) : 0;
      }
      pixels[offset + 3] = Math.round(tileCover * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rasterise(), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

function svg() {
  const points = check.points.map(([x, y]) => `${x} ${y}`).join(' L ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <title>Weiterbildungsquiz</title>
  <rect x="${tile.x}" y="${tile.y}" width="${tile.size}" height="${tile.size}" rx="${tile.radius}" fill="${hex(BLUE)}"/>
  <path d="M ${points}" fill="none" stroke="${hex(WHITE)}" stroke-width="${check.width}" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}

const resources = new URL('../resources/', import.meta.url);
writeFileSync(new URL('icon.svg', resources), svg());
writeFileSync(new URL('icon.png', resources), png());
console.log('wrote resources/icon.svg and resources/icon.png');
