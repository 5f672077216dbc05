import { LinkRegisterPanel } from '@/features/auth/components/link-register-panel';

export default function LinkRegisterRoute() {
  return (
    <div className="ss-page ss-page--auth">
      <LinkRegisterPanel />
    </div>
  );
}
