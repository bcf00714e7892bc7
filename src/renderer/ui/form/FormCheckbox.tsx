import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox';

export interface FormCheckboxProps<V extends FieldValues, Out> extends Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'defaultSelected' | 'onChange' | 'errorMessage' | 'errors' | 'inputRef'
> {
  control: Control<V, unknown, Out>;
  name: Path<V>;
  /**
   * The field's message is said once elsewhere (one message for several fields, or the form's alert):
   * the field is still marked invalid, without repeating it.
   */
  errorShownElsewhere?: boolean;
}

/** A Checkbox bound to a boolean `useZodForm` field by name (ticked, change, focus on error, message). */
export function FormCheckbox<V extends FieldValues, Out>({
  control,
  name,
  onBlur,
  isDisabled,
  errorShownElsewhere = false,
  ...rest
}: FormCheckboxProps<V, Out>) {
  // Destructured: React's compiler lint takes any object holding a `ref` for a ref it may not read.
  const {
    field: { ref, value, onChange, onBlur: markTouched, disabled },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Checkbox
      {...rest}
      inputRef={ref}
      name={name}
      isSelected={value === true}
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
