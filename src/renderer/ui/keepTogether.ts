/**
 * German legal references stay on one line with their number: '§ 147 AO' and 'Art. 15 DSGVO' broke after '§'
 * and 'Art.' once. The space after §, Art., Abs., Nr. and Ziff. becomes a no-break space; the words
 * themselves (the product's strings) do not change.
 */
export function keepTogether(text: string): string {
  return text.replace(/(§§?|\bArt\.|\bAbs\.|\bNr\.|\bZiff\.) (?=\d)/g, '$1\u00a0');
}
