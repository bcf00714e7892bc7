/**
 * Prints the `adminPinHash` for a kiosk config: `node --import tsx src/main/kiosk/hashPinCommand.ts`.
 * The PIN is read from standard input, not from the command line, so it stays out of the shell history
 * and the process list.
 */
import { createInterface } from 'node:readline/promises';
import { kioskPinSchema } from '../../shared/ipc';
import { hashPin } from './pin';

async function readPin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Admin-PIN (4 bis 64 Zeichen): ');
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return '';
}

const parsed = kioskPinSchema.safeParse(await readPin());
if (!parsed.success) {
  console.error('Die PIN muss 4 bis 64 Zeichen lang sein.');
  process.exit(1);
}
console.log(await hashPin(parsed.data));
