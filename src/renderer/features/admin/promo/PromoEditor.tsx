import { useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../../../shared/domain/paths';
import { promoDeskMessages as m } from '../../../../shared/messages/promoDesk';
import { useAtomValue } from '../../../state';
import { LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { promoCreateAtom, promoUpdateAtom } from './mutations';
import { promoMessageFor } from './promoErrors';
import { PromoForm } from './PromoForm';
import { usePromoCode } from './queries';

/** /admin/promo-codes/new: a new code; saved, the list says so. */
export function NewPromoPage() {
  const navigate = useNavigate();
  const create = useAtomValue(promoCreateAtom);
  return (
    <>
      <PageHeader title={m.createTitle} level={1} />
      <PromoForm
        isPending={create.isPending}
        onCancel={() => void navigate(PATHS.adminPromo)}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          void navigate(PATHS.adminPromo, { state: { saved: saved.code } });
        }}
      />
    </>
  );
}

/** /admin/promo-codes/:id: a code's fields, changed in place (its uses stay). */
export function EditPromoPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const promo = usePromoCode(id);
  const update = useAtomValue(promoUpdateAtom);
  if (promo.isError)
    return (
      <>
        <PageHeader title={m.title} level={1} />
        <RetryAlert retryLabel={m.retry} onRetry={() => void promo.refetch()}>
          {promoMessageFor(promo.error, m.loadFailed)}
        </RetryAlert>
        <LinkButton to={PATHS.adminPromo} variant="secondary">
          {m.back}
        </LinkButton>
      </>
    );
  if (!promo.data) return <Spinner label={m.loading} />;
  return (
    <>
      <PageHeader title={m.editTitle(promo.data.code)} level={1} />
      <PromoForm
        key={promo.data.updated_at ?? promo.data.id}
        promo={promo.data}
        isPending={update.isPending}
        onCancel={() => void navigate(PATHS.adminPromo)}
        onSave={async (body) => {
          const saved = await update.mutateAsync({ id, body });
          void navigate(PATHS.adminPromo, { state: { saved: saved.code } });
        }}
      />
    </>
  );
}
