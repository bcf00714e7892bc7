import type { Context } from '../context';
import { DEMO_SELLER, renderCompanyCertificatePdf, type Attachment } from '../documents';
import { issuedDocuments } from '../documents/archive';
import type { IssuedCertificate } from './company';

/** The certificate fields its PDF shows. */
type CertificateOfPdf = Pick<
  IssuedCertificate,
  | 'code'
  | 'participant'
  | 'courseName'
  | 'companyName'
  | 'companyLogo'
  | 'correctCount'
  | 'questionCount'
  | 'passMark'
  | 'issuedAt'
> & { userId: number | null };

/**
 * The certificate's PDF as issued: the archived one, else rendered now and archived (the mail and the company
 * console's ZIP hand out the same bytes).
 */
export async function certificatePdf(ctx: Context, c: CertificateOfPdf): Promise<Attachment> {
  const verificationUrl = `${ctx.config.publicUrl}/verify/${c.code}`;
  const [pdf] = await issuedDocuments(
    ctx.db,
    { number: c.code, userId: c.userId },
    c.issuedAt,
    ctx.clock(),
    async () => [
      {
        kind: 'company-certificate',
        number: c.code,
        filename: `Zertifikat-${c.code}.pdf`,
        contentType: 'application/pdf',
        content: await renderCompanyCertificatePdf({
          verificationCode: c.code,
          verificationUrl,
          participant: { name: c.participant },
          company: { name: c.companyName, logo: c.companyLogo },
          courseName: c.courseName,
          issueDate: c.issuedAt,
          correctCount: c.correctCount,
          questionCount: c.questionCount,
          passMark: c.passMark,
          issuer: { name: DEMO_SELLER.name, web: DEMO_SELLER.web, city: DEMO_SELLER.address.city },
        }),
      },
    ],
  );
  return pdf!;
}
