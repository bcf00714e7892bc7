import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { adminSignInCall } from '../../../shared/api/calls/admin';
import type { CallResponse } from '../../../shared/api/call';
import {
  adminCodeForServer,
  adminCodeFormSchema,
  adminEnrollFormSchema,
  adminSignInFormSchema,
} from '../../../shared/domain/adminForms';
import { PATHS } from '../../../shared/domain/paths';
import { adminMessages } from '../../../shared/messages/admin';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { isHttpError } from '../../api/http';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert } from '../../ui';
import { FORM_ALERT, FormCheckbox, FormTextField, useZodForm } from '../../ui/form';
import { adminSignInAtom, adminVerifyAtom } from './mutations';
import { adminSessionAtom, readAdminToken, type AdminSessionEnd } from './session';

type SignInStep = CallResponse<typeof adminSignInCall>;
type EnrollStepData = Extract<SignInStep, { step: 'enroll' }>;

const ENDED: Record<AdminSessionEnd, string> = {
  ended: m.sessionEnded,
  idle: m.sessionIdle,
  'signed-out': m.signedOutNotice,
};

/**
 * The back office's codes in the words of its catalog. They are no TRANSLATED_ERROR_CODES (those ride in
 * the first page's chunk for every visitor), so the realm's screens name them to the one error mapper.
 */
const ADMIN_CODES = {
  'admin.code-invalid': adminMessages.codeInvalid,
  'admin.throttled': adminMessages.throttled,
  'admin.challenge-expired': adminMessages.challengeExpired,
  'admin.session-expired': adminMessages.sessionExpired,
} as const;

/**
 * The sentence for a failed sign-in step: the server's code through the one error mapper (a wrong
 * password reads as everywhere); a lock (429) says until when, from its Retry-After.
 */
function signInError(error: unknown): string {
  const seconds = isHttpError(error) ? Number(error.headers.get('retry-after')) : NaN;
  if (isHttpError(error) && error.status === 429 && Number.isFinite(seconds) && seconds > 0) {
    const until = new Date(Date.now() + seconds * 1000).toLocaleTimeString('de-DE', {
      hour: '2-digit',
      minute: '2-digit',
    });
    return m.lockedUntil(until);
  }
  return messageFor(error, { codes: ADMIN_CODES });
}

/** /admin/login: the password, then the code, or at the first sign-in the enrollment of the second factor. */
export function SignInPage() {
  const session = useAtomValue(adminSessionAtom);
  const [step, setStep] = useState<SignInStep | null>(null);
  if (session.account && readAdminToken()) return <Navigate to={PATHS.admin} replace />;

  return (
    <main className="admin-signin">
      <div className="admin-signin__box">
        <p className="admin-signin__product">{m.productLine}</p>
        {session.ended && !step && (
          <InlineAlert tone={session.ended === 'signed-out' ? 'success' : 'warning'}>
            {ENDED[session.ended]}
          </InlineAlert>
        )}
        {!step && <PasswordStep onDone={setStep} />}
        {step?.step === 'code' && <CodeStep challenge={step.challenge} onBack={() => setStep(null)} />}
        {step?.step === 'enroll' && <EnrollStep enrollment={step} onBack={() => setStep(null)} />}
      </div>
    </main>
  );
}

function PasswordStep({ onDone }: { onDone: (step: SignInStep) => void }) {
  const signIn = useAtomValue(adminSignInAtom);
  const form = useZodForm(adminSignInFormSchema, { defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      onDone(await signIn.mutateAsync(body));
    } catch (error) {
      form.setError(FORM_ALERT, { message: signInError(error) });
    }
  });
  return (
    <Card as="section">
      <form className="admin-form" onSubmit={submit} noValidate>
        <h1 className="ui-card__title">{m.signInTitle}</h1>
        <p className="admin-muted">{m.signInIntro}</p>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={m.emailLabel}
          autoComplete="username"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          label={m.passwordLabel}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" fullWidth isPending={form.formState.isSubmitting}>
          {m.signInSubmit}
        </Button>
      </form>
    </Card>
  );
}

/** After a confirmed code: into the back office. */
function useVerify() {
  const verify = useAtomValue(adminVerifyAtom);
  const navigate = useNavigate();
  return async (challenge: string, code: string) => {
    await verify.mutateAsync({ challenge, code: adminCodeForServer(code) });
    navigate(PATHS.admin, { replace: true });
  };
}

function CodeStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const verify = useVerify();
  const form = useZodForm(adminCodeFormSchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify(challenge, code);
    } catch (error) {
      form.setError(FORM_ALERT, { message: signInError(error) });
      form.setValue('code', '');
      form.setFocus('code');
    }
  });
  return (
    <Card as="section">
      <form className="admin-form" onSubmit={submit} noValidate>
        <h1 className="ui-card__title">{m.codeTitle}</h1>
        <p className="admin-muted">{m.codeIntro}</p>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="code"
          label={m.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          isRequired
        />
        <Button type="submit" fullWidth isPending={form.formState.isSubmitting}>
          {m.codeSubmit}
        </Button>
        <Button variant="link" onPress={onBack}>
          {m.backToPassword}
        </Button>
      </form>
    </Card>
  );
}

/** The otpauth:// URI as an SVG QR code, drawn here (the secret never leaves the browser for it). */
function useQrCode(uri: string): string | null {
  const [svg, setSvg] = useState<{ uri: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (current) setSvg({ uri, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      });
    return () => {
      current = false;
    };
  }, [uri]);
  return svg?.uri === uri ? svg.url : null;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function EnrollStep({ enrollment, onBack }: { enrollment: EnrollStepData; onBack: () => void }) {
  const verify = useVerify();
  const qr = useQrCode(enrollment.otpauth_uri);
  const form = useZodForm(adminEnrollFormSchema, { defaultValues: { saved: false, code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify(enrollment.challenge, code);
    } catch (error) {
      form.setError(FORM_ALERT, { message: signInError(error) });
      form.setValue('code', '');
    }
  });
  return (
    <Card as="section" className="admin-enroll">
      <form className="admin-form" onSubmit={submit} noValidate>
        <h1 className="ui-card__title">{m.enrollTitle}</h1>
        <p className="admin-muted">{m.enrollIntro}</p>
        <div className="admin-enroll__qr">
          {qr ? (
            <img src={qr} alt={m.enrollQrAlt} width={200} height={200} data-testid="admin-qr" />
          ) : (
            <span className="admin-enroll__qr-placeholder" aria-hidden="true" />
          )}
          <div>
            <h2 className="admin-subheading">{m.enrollSecretLabel}</h2>
            <code className="admin-enroll__secret" data-testid="admin-secret">
              {grouped(enrollment.secret)}
            </code>
          </div>
        </div>
        <h2 className="admin-subheading">{m.enrollRecoveryTitle}</h2>
        <p className="admin-muted">{m.enrollRecoveryIntro}</p>
        <ol className="admin-enroll__codes" data-testid="admin-recovery-codes">
          {enrollment.recovery_codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <FormCheckbox control={form.control} name="saved">
          {m.enrollSaved}
        </FormCheckbox>
        <p className="admin-muted">{m.enrollCodeIntro}</p>
        {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
        <FormTextField
          control={form.control}
          name="code"
          label={m.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          isRequired
        />
        <Button type="submit" fullWidth isPending={form.formState.isSubmitting}>
          {m.enrollSubmit}
        </Button>
        <Button variant="link" onPress={onBack}>
          {m.backToPassword}
        </Button>
      </form>
    </Card>
  );
}
