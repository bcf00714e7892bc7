import { atom } from '../../state';

/** The app shell's 'Nächste Person' action asks; the kiosk layer shows the confirmation. */
export const nextParticipantRequestedAtom = atom(false);
