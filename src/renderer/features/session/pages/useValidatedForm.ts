import { useCallback, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../../shared/domain/validation';
import { isServerErrorCode, translateServerError } from '../../../../shared/domain/serverErrors';
import { messages } from '../../../../shared/messages.de';

/** What a zod schema's `safeParse` gives back, narrowed to what the form needs. */
interface Parser<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Generic server validation codes (zod's, as the server reports them) and the catalog's sentence for each. */
const GENERIC_CODES: Record<string, string> = {
  'validation.email': messages.validation.emailInvalid,
  'validation.min': messages.validation.passwordTooShort,
  'validation.too_small': messages.validation.passwordTooShort,
};

/**
 * German message for one server field error. Known codes are translated; 'validation.required' and
 * friends take the form's own message for that field; a sentence (the server may send one) is shown
 * as is; anything else becomes the generic error, so no raw code reaches the user.
 */
export function serverFieldMessage(code: string, requiredMessage?: string): string {
  if (isServerErrorCode(code)) return translateServerError(code);
  if (requiredMessage && /^validation\.(required|filled|present)/.test(code)) return requiredMessage;
  const generic = GENERIC_CODES[code];
  if (generic) return generic;
  if (/\s/.test(code)) return code;
  return translateServerError(code);
}

export interface ValidatedForm<V extends Record<string, unknown>, T> {
  values: V;
  /** Field errors to show: the schema's (after the first submit) over the server's. */
  errors: Record<string, string>;
  /** The form-level message ('' key), e.g. a failed request. */
  formError: string | undefined;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Runs the schema, marks the form submitted and focuses the first invalid field. Null when invalid. */
  validate: () => T | null;
  /** Shows server errors per field (and a form-level message under ''), focusing the first one. */
  setServerErrors: (errors: Record<string, string>) => void;
  /** Callback ref for the <form>, used to focus fields by name. */
  formRef: (element: HTMLFormElement | null) => void;
  submitted: boolean;
}

/**
 * SPEC §5: forms validate on submit and re-validate on change. Before the first submit nothing is
 * shown; afterwards the schema's messages follow every keystroke. A server error sticks to its field
 * until that field is edited.
 */
export function useValidatedForm<V extends Record<string, unknown>, T>(
  schema: Parser<T>,
  initialValues: V,
  /** Field names in visual order, for focusing the first invalid one. */
  fieldOrder: readonly (keyof V & string)[],
): ValidatedForm<V, T> {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Record<string, string>>({});
  // A callback ref in state rather than useRef, so the returned object is plain render data.
  const [formElement, formRef] = useState<HTMLFormElement | null>(null);

  const clientErrors = submitted ? fieldErrors(schema.safeParse(values)) : {};
  const errors = { ...serverErrors, ...clientErrors };
  const formError = serverErrors[''];

  const focusFirst = useCallback(
    (invalid: Record<string, string>) => {
      const first = fieldOrder.find((name) => invalid[name] !== undefined);
      if (!first) return;
      const field = formElement?.querySelector<HTMLElement>(`[name="${first}"]`);
      field?.focus();
    },
    [fieldOrder, formElement],
  );

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorsState((current) => {
      if (current[name] === undefined && current[''] === undefined) return current;
      const { [name]: _field, '': _form, ...rest } = current;
      return rest;
    });
  }, []);

  const validate = (): T | null => {
    setSubmitted(true);
    setServerErrorsState({});
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    focusFirst(fieldErrors(result));
    return null;
  };

  const setServerErrors = useCallback(
    (next: Record<string, string>) => {
      setServerErrorsState(next);
      focusFirst(next);
    },
    [focusFirst],
  );

  return { values, errors, formError, setValue, validate, setServerErrors, formRef, submitted };
}

/** Prevents the browser's own submit and runs the handler. */
export function onSubmit(handler: () => void | Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handler();
  };
}
