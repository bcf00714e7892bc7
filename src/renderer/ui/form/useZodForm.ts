import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { ApiError } from '../../../shared/api/errors';
import { fieldErrors } from '../../../shared/domain/validation';
import {
  errorsMapMessages,
  FORM_ALERT,
  hasErrorsMap,
  replyMessage,
  serverReplyOf,
  type ReplyMessageOptions,
} from './serverErrors';

/** One of the shared form schemas of `shared/domain/validation.ts` (or a local z.object). */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export interface UseZodFormOptions<V extends FieldValues, Out> extends Omit<
  UseFormProps<V, unknown, Out>,
  'resolver' | 'mode' | 'reValidateMode' | 'defaultValues' | 'values'
> {
  /**
   * Every field's starting value, in the order the fields appear: server errors focus the first field
   * in this order, and a field named by the server but missing here is shown on the form's alert.
   */
  defaultValues: V;
}

/** Where `applyServerErrors` shows what a reply says. */
export interface ServerErrorOptions<V extends FieldValues> extends ReplyMessageOptions {
  /**
   * Where a reply without an errors map shows its (translated) code, and where a map entry for a field the
   * form does not have is shown: fields (login: e-mail and password) and/or FORM_ALERT (default). Without it,
   * `applyServerErrors` rethrows a reply that has no errors map.
   */
  unmappedOn?: readonly (Path<V> | typeof FORM_ALERT)[];
}

/** Messages shown by a server reply, keyed by field path or FORM_ALERT. */
export type ShownErrors = Readonly<Record<string, string>>;

export interface ZodForm<V extends FieldValues, Out> extends UseFormReturn<V, unknown, Out> {
  /** The form-level message (FORM_ALERT, e.g. a failed request), to show in the form's alert. */
  alert: string | undefined;
  /**
   * An HTTP error whose reply has an errors map shows it per field (focusing the first); anything else is
   * rethrown, unless `unmappedOn` says where a reply goes.
   */
  applyServerErrors(error: unknown, options?: ServerErrorOptions<V>): ShownErrors;
  /** The same for a reply the service returned instead of throwing (the login area's auth results). */
  applyServerReply(reply: ApiError, options?: ServerErrorOptions<V>): ShownErrors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where a field path sits among the form's values: key order for objects, index for arrays. Null when
 * the path names no field of the form.
 */
function positionOf(values: unknown, path: string): number[] | null {
  const position: number[] = [];
  let node = values;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return null;
    const index = Array.isArray(node) ? Number(part) : Object.keys(node).indexOf(part);
    if (!(part in node) || index < 0 || Number.isNaN(index)) return null;
    position.push(index);
    node = node[part];
  }
  return position;
}

const comparePositions = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
};

/**
 * The one way to build a form (docs/product-rules.md#forms-and-validation): react-hook-form with the shared
 * zod schema, validating on submit and re-validating on every change after that, focusing the first invalid
 * field, and showing server errors through `setError`. Lists use `useFieldArray({ control: form.control, …
 * })`.
 */
export function useZodForm<S extends FormSchema, V extends FieldValues = z.input<S>>(
  schema: S,
  { defaultValues, ...options }: UseZodFormOptions<V, z.output<S>>,
): ZodForm<V, z.output<S>> {
  // The resolver checks unknown input at run time, so form values may be wider than the schema's input
  // (an unticked terms box is `false` where the schema only accepts `true`).
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<V, unknown, z.output<S>>,
    [schema],
  );
  const form = useForm<V, unknown, z.output<S>>({
    shouldFocusError: true,
    ...options,
    defaultValues: defaultValues as UseFormProps<V, unknown, z.output<S>>['defaultValues'],
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { clearErrors, getValues, setError, subscribe } = form;

  // A form-level message is about the last attempt: editing any field starts a new one.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type, errors }) => {
          if (type === 'change' && errors?.root) clearErrors('root');
        },
      }),
    [subscribe, clearErrors],
  );

  const applyServerReply = useCallback(
    (reply: ApiError, { unmappedOn = [FORM_ALERT], serverMessage }: ServerErrorOptions<V> = {}) => {
      const values = getValues();
      const shown: Record<string, string> = {};
      if (hasErrorsMap(reply)) {
        // A required-code reads as the schema's own message for that field, the one for a missing value.
        const required = fieldErrors(schema.safeParse({}));
        const messages = Object.entries(errorsMapMessages(reply, required));
        for (const [path, message] of messages) if (positionOf(values, path)) shown[path] = message;
        // A field the form does not have would hide its message: it goes where a map-less reply goes.
        for (const [path, message] of messages) {
          if (!positionOf(values, path)) for (const target of unmappedOn) shown[target] ??= message;
        }
      } else {
        const message = replyMessage(reply, { serverMessage });
        for (const target of unmappedOn) shown[target] = message;
      }
      const fields = Object.keys(shown)
        .filter((path) => path !== FORM_ALERT)
        .map((path) => ({ path, position: positionOf(values, path)! }))
        .sort((a, b) => comparePositions(a.position, b.position));
      if (shown[FORM_ALERT]) setError(FORM_ALERT, { type: 'server', message: shown[FORM_ALERT] });
      fields.forEach(({ path }, index) =>
        setError(path as Path<V>, { type: 'server', message: shown[path] }, { shouldFocus: index === 0 }),
      );
      return shown;
    },
    [getValues, schema, setError],
  );

  const applyServerErrors = useCallback(
    (error: unknown, options: ServerErrorOptions<V> = {}) => {
      const reply = serverReplyOf(error);
      if (!reply || (!hasErrorsMap(reply) && !options.unmappedOn)) throw error;
      return applyServerReply(reply, options);
    },
    [applyServerReply],
  );

  const alert = form.formState.errors.root?.server?.message;
  return { ...form, alert, applyServerErrors, applyServerReply };
}
