/** The public face of kiosk mode: the app shell's kiosk actions (the layer itself is in routes.tsx). */
export { useKioskShell } from './useKioskShell';
