import { useState } from 'react';
import { PROMO_CURRENCIES, type PromoCode, type PromoInput } from '../../../../shared/api/calls/adminPromo';
import { emptyPromoForm, promoFormOf, promoFormSchema } from '../../../../shared/domain/promoForms';
import { promoDeskMessages as m } from '../../../../shared/messages/promoDesk';
import { Button, Card, InlineAlert, RadioCard, RadioGroup, Select } from '../../../ui';
import { Controller, FormCheckbox, FormTextField, useWatch, useZodForm } from '../../../ui/form';
import { promoMessageFor } from './promoErrors';
import { showSaveError } from '../saveError';

interface PromoFormProps {
  /** The code edited; none for a new one. */
  promo?: PromoCode;
  /** Sends the body; a refusal is shown at its fields or on the form's alert. */
  onSave: (body: PromoInput) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
}

/**
 * A code's fields: code, kind (percent or amount) with its value and, for an amount, its currency, the
 * validity as days, the use limit, once per learner, active. Checked by the rules the server runs.
 */
export function PromoForm({ promo, onSave, onCancel, isPending = false }: PromoFormProps) {
  const [defaults] = useState(() => (promo ? promoFormOf(promo) : emptyPromoForm(new Date())));
  const form = useZodForm(promoFormSchema, { defaultValues: defaults });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      showSaveError(form, error, promoMessageFor);
    }
  });
  const title = promo ? m.editTitle(promo.code) : m.createTitle;
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Card as="section" className="admin-editor">
        <FormTextField
          control={form.control}
          name="code"
          label={m.fieldCode}
          description={m.fieldCodeHint}
          isRequired
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={m.fieldKind}
              name="kind"
              orientation="horizontal"
              value={field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
              isRequired
            >
              <RadioCard value="percent" label={m.kinds.percent} />
              <RadioCard value="amount" label={m.kinds.amount} />
            </RadioGroup>
          )}
        />
        <div className="admin-editor__pair">
          <FormTextField
            control={form.control}
            name="value"
            label={m.fieldValue}
            description={kind === 'percent' ? m.fieldValueHintPercent : m.fieldValueHintAmount}
            inputMode="decimal"
            isRequired
          />
          {kind === 'amount' && (
            <Controller
              control={form.control}
              name="currency"
              render={({ field, fieldState }) => (
                <Select
                  label={m.fieldCurrency}
                  name="currency"
                  options={PROMO_CURRENCIES.map((c) => ({ id: c, label: c }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'EUR')}
                  errorMessage={fieldState.error?.message}
                  isRequired
                />
              )}
            />
          )}
        </div>
        <div className="admin-editor__pair">
          <FormTextField
            control={form.control}
            name="valid_from"
            label={m.fieldFrom}
            placeholder="TT.MM.JJJJ"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="valid_until"
            label={m.fieldUntil}
            placeholder="TT.MM.JJJJ"
            isRequired
          />
        </div>
        <FormTextField
          control={form.control}
          name="max_redemptions"
          label={m.fieldLimit}
          inputMode="numeric"
          isRequired
        />
        <FormCheckbox control={form.control} name="once_per_learner">
          {m.fieldOnce}
        </FormCheckbox>
        <FormCheckbox control={form.control} name="active">
          {m.fieldActive}
        </FormCheckbox>
      </Card>
      <div className="admin-actions">
        <Button type="submit" isPending={isPending}>
          {isPending ? m.saving : m.save}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
