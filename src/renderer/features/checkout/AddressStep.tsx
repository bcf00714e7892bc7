import { useMemo, type ReactNode } from 'react';
import type { InvoiceRequest } from '../../../shared/api/calls/orders';
import type { Association, Country } from '../../../shared/api/constants';
import type { User } from '../../../shared/api/entities';
import { isVatFieldVisible } from '../../../shared/domain/validation';
import { addressFormSchema } from '../../../shared/domain/forms';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { Button, InlineAlert } from '../../ui';
import { messageFor } from '../../api/messageFor';
import { FORM_ALERT, FormCheckbox, FormTextField, serverReplyOf, useWatch, useZodForm } from '../../ui/form';

/** Server field names and the form's fields that show them. */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  name: 'first_name',
  company: 'company',
  ustIdNr: 'ustIdNr',
  'address.street': 'street',
  'address.postal_code': 'postal_code',
  'address.city': 'city',
  ciceroNum: 'ciceroNum',
  gutberatenNum: 'gutberatenNum',
};

export interface AddressDefaults {
  street: string;
  postal_code: string;
  city: string;
}

interface AddressStepProps {
  user: User;
  country: Country;
  association: Association | null;
  /** The gutberaten variant offers the registration. */
  gutberaten: boolean;
  defaults: AddressDefaults;
  purchases: InvoiceRequest['purchases'];
  promocode: string | undefined;
  /** The items and the total, shown directly above the order button (§ 312j Abs. 2 BGB). */
  summary: ReactNode;
  onBack: () => void;
  /** Sends the order; throws the request's error. */
  onSubmit: (body: InvoiceRequest) => Promise<void>;
}

/** Every rule and message of the shared schema, server errors on their fields. */
export function AddressStep({
  user,
  country,
  association,
  gutberaten,
  defaults,
  purchases,
  promocode,
  summary,
  onBack,
  onSubmit,
}: AddressStepProps) {
  const schema = useMemo(
    () => addressFormSchema({ country, association, gutberaten }),
    [country, association, gutberaten],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      company: '',
      ustIdNr: '',
      street: defaults.street,
      postal_code: defaults.postal_code,
      city: defaults.city,
      ciceroNum: '',
      gutberaten: false,
      gutberatenNum: '',
    },
  });
  const company = useWatch({ control: form.control, name: 'company' });
  const registration = useWatch({ control: form.control, name: 'gutberaten' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: `${values.first_name} ${values.last_name}`,
        company: values.company ?? '',
        ustIdNr: values.ustIdNr ?? '',
        address: { street: values.street, postal_code: values.postal_code, city: values.city },
        purchases,
        ...(promocode ? { promocode } : {}),
        ...(values.ciceroNum ? { ciceroNum: values.ciceroNum } : {}),
        ...(values.gutberatenNum ? { gutberatenNum: values.gutberatenNum } : {}),
      });
    } catch (error) {
      const reply = serverReplyOf(error);
      if (!reply)
        return form.setError(FORM_ALERT, { message: messageFor(error, { fallback: m.orderFailed }) });
      const errors = Object.fromEntries(
        Object.entries(reply.errors ?? {}).map(([field, codes]) => [SERVER_FIELDS[field] ?? field, codes]),
      );
      form.applyServerReply({ ...reply, errors }, { unmappedOn: [FORM_ALERT] });
    }
  });

  return (
    <form className="checkout-address" onSubmit={(event) => void submit(event)} noValidate>
      <p>{m.addressIntro}</p>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <div className="checkout-address__pair">
        <FormTextField
          control={form.control}
          name="first_name"
          label={m.firstName}
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={m.lastName}
          isRequired
          autoComplete="family-name"
        />
      </div>
      <FormTextField control={form.control} name="company" label={m.company} autoComplete="organization" />
      {isVatFieldVisible(company, country) && (
        <FormTextField control={form.control} name="ustIdNr" label={m.vatId} />
      )}
      <FormTextField
        control={form.control}
        name="street"
        label={country === 'ch' ? m.streetCh : m.street}
        isRequired
        autoComplete="street-address"
      />
      <div className="checkout-address__pair checkout-address__pair--plz">
        <FormTextField
          control={form.control}
          name="postal_code"
          label={m.postalCode}
          isRequired
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <FormTextField
          control={form.control}
          name="city"
          label={m.city}
          isRequired
          autoComplete="address-level2"
        />
      </div>
      {association === 'cicero' && (
        <FormTextField control={form.control} name="ciceroNum" label={m.ciceroNum} isRequired />
      )}
      {gutberaten && (
        <>
          <FormCheckbox control={form.control} name="gutberaten">
            {m.gutberaten}
          </FormCheckbox>
          {registration && (
            <FormTextField
              control={form.control}
              name="gutberatenNum"
              label={m.gutberatenNum}
              description={m.gutberatenHint}
              isRequired
            />
          )}
        </>
      )}
      <div className="checkout-address__summary">{summary}</div>
      <div className="checkout-actions">
        <Button variant="secondary" onPress={onBack}>
          {m.back}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
