import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';

export interface FormTextFieldProps<V extends FieldValues, Out> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage' | 'errors' | 'ref'
> {
  control: Control<V, unknown, Out>;
  name: Path<V>;
  /**
   * The field's message is said once elsewhere (one message for several fields, or the form's alert):
   * the field is still marked invalid, without repeating it.
   */
  errorShownElsewhere?: boolean;
}

/** A TextField bound to a `useZodForm` field by name: value, change, blur, focus on error, message. */
export function FormTextField<V extends FieldValues, Out>({
  control,
  name,
  onBlur,
  isDisabled,
  errorShownElsewhere = false,
  ...rest
}: FormTextFieldProps<V, Out>) {
  // Destructured: React's compiler lint takes any object holding a `ref` for a ref it may not read.
  const {
    field: { ref, value, onChange, onBlur: markTouched, disabled },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...rest}
      ref={ref}
      name={name}
      value={String(value ?? '')}
      onChange={onChange}
      onBlur={(event) => {
        markTouched();
        onBlur?.(event);
      }}
      isDisabled={isDisabled || disabled}
      isInvalid={rest.isInvalid || error !== undefined}
      errorMessage={errorShownElsewhere ? undefined : error?.message}
    />
  );
}
