/**
 * The `data-*` attributes among a component's props. The native kit fields put them on their outer
 * element, where react-aria put them.
 */
export function dataAttributes(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('data-')));
}

/** `data-*` attributes (for the outer element) apart from the other props (for the input). */
export function splitDataAttributes<P extends object>(
  props: P,
): { dataProps: Record<string, unknown>; input: P } {
  const input = Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('data-'))) as P;
  return { dataProps: dataAttributes(props), input };
}
