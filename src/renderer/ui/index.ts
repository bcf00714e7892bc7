/** The ui kit: features import from here, never from react-aria-components directly. */
// Tokens and base styles ride along with the kit, so a screen that uses it is never unstyled.
import '../styles/base.css';

export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CountryFlag, type CountryFlagProps } from './CountryFlag';
export { DocumentsTable, issuedDay, type DocumentsTableProps } from './DocumentsTable';
export { fieldError, type FieldErrors } from './fieldError';
export * from './icons';
export { keepTogether } from './keepTogether';
export { InlineAlert, type AlertTone, type InlineAlertProps } from './InlineAlert';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { Logo, type LogoProps } from './Logo';
export { DialogTrigger, Modal, ModalActions, MODAL_BOX_STYLE, type ModalProps } from './Modal';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Pressable } from './Pressable';
export { NumberStepper, type NumberStepperProps } from './NumberStepper';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { RetryAlert } from './RetryAlert';
export { DocumentDamagedError, saveFile, saveIssuedDocument } from './saveFile';
export { RadioCard, RadioGroup, type RadioCardProps, type RadioGroupProps } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { StarRating, type StarRatingProps } from './StarRating';
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './Spinner';
export { usePressHandling, type PressHandlers, type PressHandlingOptions } from './usePressHandling';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { MOBILE_MEDIA_QUERY, useIsMobile, useLayoutTier, useMediaQuery } from './useMediaQuery';
