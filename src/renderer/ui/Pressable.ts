/**
 * Wrap the kit's Button in `Pressable` where it triggers a react-aria overlay (`DialogTrigger`,
 * `MenuTrigger`): those hand their trigger its press handling, ARIA attributes and ref through
 * react-aria's press context, which only a pressable child reads. Pressable passes them to the
 * Button as ordinary props. Only the app realm loads it, so the first page stays without react-aria.
 */
export { Pressable } from 'react-aria-components';
