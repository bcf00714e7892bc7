/** Field errors travel as a map from field name to German message (the form schemas produce it). */
export type FieldErrors = Readonly<Record<string, string>>;

/** An explicit message wins over the map, so one field can be overridden without rebuilding the map. */
export function fieldError(
  errorMessage: string | undefined,
  errors: FieldErrors | undefined,
  name: string | undefined,
): string | undefined {
  if (errorMessage) return errorMessage;
  return name === undefined ? undefined : errors?.[name];
}
