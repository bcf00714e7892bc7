import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import QRCode from 'qrcode';
import type { ConsoleCode } from '../../../../shared/api/calls/companyConsole';
import { codeLink } from '../../../../shared/domain/companyConsoleForms';
import { PATHS } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { Button, LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { lastDay } from './CodesPage';
import { useCompanyPage, useConsoleCodes } from './queries';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';
import './console.css';

function CodeTile({ code }: { code: ConsoleCode }) {
  const link = codeLink(window.location.origin, PATHS.platform, code.code);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setImage(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <li className="code-sheet__tile" data-testid="code-sheet-tile" data-link={link}>
      {image ? (
        <img className="code-sheet__qr" src={image} alt={m.sheetQrAlt(code.code)} width={160} height={160} />
      ) : (
        <Spinner size="sm" label={m.loading} />
      )}
      <p className="code-sheet__code">{code.code}</p>
      <p className="code-sheet__valid">{m.sheetValid(lastDay(code.expires_at))}</p>
    </li>
  );
}

/** /admin/firma/codes/druck: the active codes as a sheet to print, a QR code each that opens the code page. */
export function CodeSheetPage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const codes = useConsoleCodes(company ?? 0);
  const page = useCompanyPage(company ?? 0);
  if (!company) return <Navigate to={PATHS.admin} replace />;
  if (codes.isError)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void codes.refetch()}>
        {m.loadFailed}
      </RetryAlert>
    );
  if (!codes.data) return <Spinner label={m.loading} />;
  const active = codes.data.filter((code) => code.state === 'active');
  return (
    <div className="code-sheet">
      <PageHeader
        title={m.sheetTitle(page.data?.name ?? '')}
        level={1}
        description={m.sheetIntro}
        className="code-sheet__header"
        actions={
          <div className="code-sheet__actions">
            <LinkButton to={paths.codes} variant="secondary">
              {m.back}
            </LinkButton>
            <Button onPress={() => window.print()}>{m.print}</Button>
          </div>
        }
      />
      {active.length === 0 ? (
        <p>{m.sheetEmpty}</p>
      ) : (
        <ul className="code-sheet__tiles">
          {active.map((code) => (
            <CodeTile key={code.code} code={code} />
          ))}
        </ul>
      )}
    </div>
  );
}
