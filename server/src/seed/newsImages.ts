/**
 * Seeded news images as small SVG data: URLs. The web app's CSP allows images from 'self' and data:
 * only, and a data: URL also shows in the desktop app, whose page does not come from our origin. An SVG
 * in an <img> runs no script, and every text placed in one is escaped here anyway.
 */

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const FONT = `font-family="Helvetica, Arial, sans-serif"`;

/** The initials of a provider's name: the first letters of its first two words that start with one. */
export function initials(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase();
}

/** An article thumbnail: the provider's colour and initials, with the topic underneath. */
export function articleThumbnail(provider: { name: string; color: string }, topic: string): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">` +
      `<rect width="160" height="120" fill="${escapeXml(provider.color)}"/>` +
      `<text x="80" y="64" fill="#fff" ${FONT} font-size="40" font-weight="700" text-anchor="middle">` +
      `${escapeXml(initials(provider.name))}</text>` +
      `<text x="80" y="98" fill="#fff" ${FONT} font-size="14" text-anchor="middle">${escapeXml(topic)}</text>` +
      `</svg>`,
  );
}

export interface AdArt {
  headline: string;
  subline: string;
  color: string;
}

/** A banner (600×150) or a fullscreen ad (600×800): headline, subline and the 'Anzeige' label. */
export function adImage(art: AdArt, format: 'banner' | 'fullscreen'): string {
  const [width, height] = format === 'banner' ? [600, 150] : [600, 800];
  const headlineY = format === 'banner' ? 70 : 360;
  const headlineSize = format === 'banner' ? 30 : 44;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${escapeXml(art.color)}"/>` +
      `<text x="20" y="30" fill="#fff" ${FONT} font-size="14">Anzeige</text>` +
      `<text x="${width / 2}" y="${headlineY}" fill="#fff" ${FONT} font-size="${headlineSize}" font-weight="700" ` +
      `text-anchor="middle">${escapeXml(art.headline)}</text>` +
      `<text x="${width / 2}" y="${headlineY + headlineSize + 10}" fill="#fff" ${FONT} font-size="20" ` +
      `text-anchor="middle">${escapeXml(art.subline)}</text>` +
      `</svg>`,
  );
}
