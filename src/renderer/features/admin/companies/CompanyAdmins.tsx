import {
  companyAdminInputSchema,
  type Company,
  type CompanyAdmin,
  type CompanyAdminInput,
} from '../../../../shared/api/calls/adminCompanies';
import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { useAtomValue } from '../../../state';
import { Button, Card, InlineAlert } from '../../../ui';
import { FormTextField, serverReplyOf, useZodForm } from '../../../ui/form';
import { companyMessageFor } from './companyErrors';
import { companyAdminInviteAtom, companyAdminRemoveAtom } from './mutations';
import { ActionAlerts, ConfirmActionDialog, useConfirmedAction } from '../ConfirmedAction';
import { showSaveError } from '../saveError';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

const EMPTY: CompanyAdminInput = { name: '', email: '' };

/** Invites a company admin by e-mail; the form empties itself after a sent invitation. */
export function InviteForm({
  onInvite,
  isPending = false,
}: {
  onInvite: (body: CompanyAdminInput) => Promise<void>;
  isPending?: boolean;
}) {
  const form = useZodForm(companyAdminInputSchema, { defaultValues: EMPTY });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onInvite(body);
      form.reset(EMPTY);
    } catch (error) {
      const reply = serverReplyOf(error);
      if (reply?.code === 'company-admin.email-taken') form.setError('email', { message: m.emailTaken });
      else showSaveError(form, error, (e) => companyMessageFor(e, m.inviteFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={m.inviteTitle} className="admin-invite">
      <h3 className="admin-subheading">{m.inviteTitle}</h3>
      <p className="admin-muted">{m.inviteHint}</p>
      {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
      <div className="admin-editor__pair">
        <FormTextField control={form.control} name="name" label={m.fieldAdminName} isRequired />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={m.fieldAdminEmail}
          autoComplete="off"
          isRequired
        />
      </div>
      <div className="admin-actions">
        <Button type="submit" isPending={isPending}>
          {m.invite}
        </Button>
      </div>
    </form>
  );
}

function AdminsTable({
  admins,
  onRemove,
}: {
  admins: readonly CompanyAdmin[];
  onRemove: (a: CompanyAdmin) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.admins}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colAdminName}</th>
            <th scope="col">{m.colAdminEmail}</th>
            <th scope="col">{m.colAdminState}</th>
            <th scope="col">{m.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => (
            <tr key={admin.id} data-testid="company-admin-row">
              <td>{admin.name}</td>
              <td>{admin.email}</td>
              <td>
                <span className={`admin-state admin-state--${admin.state}`}>
                  {m.adminStates[admin.state]}
                </span>
                {admin.invitation_expires_at && (
                  <div className="admin-muted">{m.invitedUntil(dateOf(admin.invitation_expires_at))}</div>
                )}
              </td>
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={
                    admin.state === 'active' ? m.removeNamed(admin.email) : m.withdrawNamed(admin.email)
                  }
                  onPress={() => onRemove(admin)}
                >
                  {admin.state === 'active' ? m.remove : m.withdraw}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A company's admins with their state, the invitation form, and withdraw/remove after a confirmation. */
export function CompanyAdmins({ company }: { company: Company }) {
  const invite = useAtomValue(companyAdminInviteAtom);
  const remove = useAtomValue(companyAdminRemoveAtom);
  const action = useConfirmedAction<CompanyAdmin>({
    run: (row) => remove.mutateAsync({ company: company.id, admin: row.id }),
    done: (row) => m.removed(row.email),
    failed: (error) => companyMessageFor(error, m.removeFailed),
  });
  const admins = company.admins ?? [];

  return (
    <Card as="section" title={m.admins} className="admin-company-admins">
      <ActionAlerts action={action} />
      {admins.length === 0 ? (
        <p className="admin-muted">{m.adminsNone}</p>
      ) : (
        <AdminsTable admins={admins} onRemove={action.ask} />
      )}
      <InviteForm
        isPending={invite.isPending}
        onInvite={async (body) => {
          action.setProblem(null);
          const invited = await invite.mutateAsync({ company: company.id, body });
          action.setNotice(m.invited(invited.email));
        }}
      />
      <ConfirmActionDialog
        action={action}
        title={m.confirmTitle}
        text={(row) => m.confirmText(row.email)}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        isPending={remove.isPending}
      />
    </Card>
  );
}
