import type { FocusEvent } from 'react';

interface FocusCallbacks<E extends Element> {
  onFocus?: ((event: FocusEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  onFocusChange?: ((isFocused: boolean) => void) | undefined;
}

/**
 * react-aria's three focus callbacks on a native element: our TextField, Checkbox and Button keep
 * react-aria's props on plain inputs and buttons, so each forwards focus and blur the same way.
 */
export function focusHandlers<E extends Element>({ onFocus, onBlur, onFocusChange }: FocusCallbacks<E>) {
  return {
    onFocus: (event: FocusEvent<E>) => {
      onFocus?.(event);
      onFocusChange?.(true);
    },
    onBlur: (event: FocusEvent<E>) => {
      onBlur?.(event);
      onFocusChange?.(false);
    },
  };
}
