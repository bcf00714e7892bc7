import { useState } from 'react';
import {
  companyInputSchema,
  COMPANY_LIMITS,
  type Company,
  type CompanyInput,
} from '../../../../shared/api/calls/adminCompanies';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { Button, Card, InlineAlert } from '../../../ui';
import { FORM_ALERT, FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { ImageField } from '../ImageField';
import { companyMessageFor } from './companyErrors';

interface CompanyFormProps {
  /** The company edited; none for a new one. */
  company?: Company;
  /** Sends the body; a refusal is shown at its fields or on the form's alert. */
  onSave: (body: CompanyInput) => Promise<void>;
  onCancel: () => void;
  isPending?: boolean;
}

/** A company's fields: name, short name and logo, checked by the schema the server runs. */
export function CompanyForm({ company, onSave, onCancel, isPending = false }: CompanyFormProps) {
  const [defaults] = useState<CompanyInput>(() => ({
    name: company?.name ?? '',
    short_name: company?.short_name ?? '',
    logo: undefined,
  }));
  const form = useZodForm(companyInputSchema, { defaultValues: defaults });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.errors && Object.keys(reply.errors).length > 0) {
        // The desk's own refusal reads as its sentence; other codes through the one error mapper.
        if (reply.code === 'company.short-name-taken')
          form.setError('short_name', { message: m.shortNameTaken });
        else form.applyServerReply(reply);
      } else form.setError(FORM_ALERT, { message: companyMessageFor(error) });
    }
  });
  const title = company ? m.editTitle(company.name) : m.createTitle;
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <Card as="section" className="admin-editor">
        <FormTextField
          control={form.control}
          name="name"
          label={m.fieldName}
          description={m.fieldNameHint}
          maxLength={COMPANY_LIMITS.nameMax}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="short_name"
          label={m.fieldShortName}
          description={m.fieldShortNameHint}
          maxLength={COMPANY_LIMITS.shortNameMax}
          isRequired
        />
        <ImageField
          control={form.control}
          name="logo"
          label={m.fieldLogo}
          currentUrl={company?.logo}
          previewAlt={m.logoOf(company?.name ?? m.createTitle)}
        />
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
