import { AuthCard } from '@/features/auth/components/auth-card';

export default function LoginRoute() {
  return (
    <div className="ss-page ss-page--auth">
      <AuthCard />
    </div>
  );
}
