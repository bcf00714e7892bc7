/**
 * Forms: `useZodForm(schema, { defaultValues })` is the one way to build one; `FormTextField` and
 * `FormCheckbox` bind the kit's fields to it, other inputs use react-hook-form's `Controller` with the
 * input's ref, lists `useFieldArray({ control: form.control, name })`.
 */
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FORM_ALERT, serverFieldMessage, serverReplyOf } from './serverErrors';
export {
  useZodForm,
  type FormSchema,
  type ServerErrorOptions,
  type ShownErrors,
  type UseZodFormOptions,
  type ZodForm,
} from './useZodForm';
// Lists and custom inputs come from the same place as the hook, so forms have one import.
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
