import { EmailLinkPanel, type EmailLinkKind } from '@/features/auth/components/email-link-panel';

/** The landing of an emailed link of the built-in accounts. */
export default function EmailLinkRoute({ kind }: { kind: EmailLinkKind }) {
  return (
    <div className="ss-page ss-page--auth">
      <EmailLinkPanel key={kind} kind={kind} />
    </div>
  );
}
