import { type ModuleId } from '../api/constants';

/** The German strings of the 'modules' area (one catalog per area, loaded with it). */
export const modulesMessages = { 1: 'Rechtliche Themen', 2: 'Spartenwissen' } satisfies Record<
  ModuleId,
  string
>;
