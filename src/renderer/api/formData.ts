/**
 * A request body as multipart form data (store and update with file upload), in the bracket notation
 * PHP-style backends read: `tags[]=a`, `address[city]=Bonn`, `items[0][id]=3`. Booleans go as 1/0 and null as
 * an empty field, so "cleared" stays distinguishable from "left out" (undefined).
 */
export function toFormData(body: object, form: FormData = new FormData()): FormData {
  for (const [key, value] of Object.entries(body)) append(form, key, value);
  return form;
}

function append(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(name, '');
  else if (value instanceof Blob) form.append(name, value);
  else if (value instanceof Date) form.append(name, value.toISOString());
  else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
  else if (Array.isArray(value)) {
    const nested = value.some(
      (entry) => typeof entry === 'object' && entry !== null && !(entry instanceof Blob),
    );
    value.forEach((entry, index) => append(form, nested ? `${name}[${index}]` : `${name}[]`, entry));
  } else if (typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) append(form, `${name}[${key}]`, entry);
  } else form.append(name, String(value));
}
