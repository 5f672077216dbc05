import { AdminScreen } from '@/features/moderation/components/admin-screen';
import { useCurrentUser } from '@/lib/session';

/** Admin: moderators and admins only (the router's guards let no one else in). */
export default function AdminRoute() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="ss-page">
      <AdminScreen user={user} />
    </div>
  );
}
